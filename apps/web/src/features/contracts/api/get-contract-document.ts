import { apiFetch } from '@/lib/api-client';

/** GET /api/contracts/:id/document: the printable rate confirmation and contract, opened in a new tab. */
export async function openContractDocument(id: string): Promise<void> {
  const tab = window.open('', '_blank');
  const response = await apiFetch(`/api/contracts/${encodeURIComponent(id)}/document`);
  const url = URL.createObjectURL(new Blob([await response.text()], { type: 'text/html' }));
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}
