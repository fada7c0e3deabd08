/** What a WorkOperation job (queue operations) carries: only ids travel through Redis. */
export interface WorkOperationJobData {
  operationId: string;
  organizationId: string;
}
