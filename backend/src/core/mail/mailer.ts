import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** How long a relay may take to connect, greet and answer: an invitation's answer waits for the send. */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * E-mail through the relay of `SMTP_URL` (nodemailer's SMTP transport: STARTTLS when offered, the
 * login of the URL's user-info). Without `SMTP_URL`, nothing is sent and `send` answers false.
 */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: ReturnType<typeof createTransport> | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.transport = config.mail ? createTransport({ url: config.mail.smtpUrl, ...SMTP_TIMEOUTS_MS }, { from: config.mail.from }) : null;
  }

  /** Whether the relay took the message; a refusal is logged (never the URL, which may hold a password) and answered false. */
  async send(message: MailMessage): Promise<boolean> {
    if (!this.transport) return false;
    try {
      await this.transport.sendMail(message);
      return true;
    } catch (error) {
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      this.logger.warn(`the SMTP relay did not take an e-mail: ${code ?? 'error'}${responseCode ? ` ${responseCode}` : ''}`);
      return false;
    }
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
