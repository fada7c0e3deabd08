/** Additional authenticated data binding a payload ciphertext to its organization and event row. */
export function payloadAad(organizationId: string, eventUuid: string): string {
  return `event:${organizationId}:${eventUuid}`;
}
