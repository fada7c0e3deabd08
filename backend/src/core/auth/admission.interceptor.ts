import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { catchError, from, mergeMap, Observable } from 'rxjs';
import type { AuthenticatedRequest } from './authenticated.decorator';

/**
 * On a speculative route (see `Authenticated`), holds the handler's answer until the guard's
 * pending admission settles: its refusal replaces whatever the route made of the request (a result
 * or an error, a 400 included), as if the guard had refused it before the route ran.
 */
@Injectable()
export class AdmissionInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const admitted = context.switchToHttp().getRequest<AuthenticatedRequest>().admitted;
    if (!admitted) return next.handle();
    return next.handle().pipe(
      catchError((error: unknown) =>
        from(
          admitted.then(() => {
            throw error;
          }),
        ),
      ),
      mergeMap((value) => from(admitted.then(() => value))),
    );
  }
}
