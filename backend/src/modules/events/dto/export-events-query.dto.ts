import { OmitType } from '@nestjs/swagger';
import { ListEventsQueryDto } from './event.dto';

/** The list filters, without paging: the export has every matching event. */
export class ExportEventsQueryDto extends OmitType(ListEventsQueryDto, ['limit', 'cursor', 'newerThan'] as const) {}
