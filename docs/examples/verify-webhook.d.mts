export declare function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
  now?: number,
): boolean;
