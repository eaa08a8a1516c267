import { apiFetch } from '@/lib/api-client';

/** GET /api/broker/payments/:id/receipt: the printable receipt of a succeeded charge, opened in a new tab. */
export async function openPaymentReceipt(paymentId: string): Promise<void> {
  const tab = window.open('', '_blank');
  const response = await apiFetch(`/api/broker/payments/${encodeURIComponent(paymentId)}/receipt`);
  const url = URL.createObjectURL(new Blob([await response.text()], { type: 'text/html' }));
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}
