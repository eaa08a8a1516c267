/**
 * The invitation code in what someone typed or pasted: the code itself, or a whole invitation
 * link (`…/auth?tab=signup&invite=<code>`), from which the `invite` parameter is taken.
 */
export function extractInviteCode(text: string): string {
  const trimmed = text.trim();
  const match = /[?&]invite=([^&#\s]+)/.exec(trimmed);
  if (!match?.[1]) return trimmed;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
