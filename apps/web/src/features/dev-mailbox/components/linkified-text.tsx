import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
const TRAILING = /[.,;:!?'")\]}>]+$/;

/** Drops punctuation that ends a sentence rather than the URL, keeping a closing ")" that has its "(". */
function splitTrailing(candidate: string): [url: string, rest: string] {
  let url = candidate.replace(TRAILING, '');
  if (candidate.slice(url.length).startsWith(')') && url.includes('(') && !url.includes(')')) url += ')';
  return [url, candidate.slice(url.length)];
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Plain text with every http(s) URL turned into a link. Never interprets HTML. */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const [url, rest] = splitTrailing(match[0]);
    if (!isHttpUrl(url)) continue;
    if (start > last) parts.push(text.slice(last, start));
    const external = new URL(url).origin !== window.location.origin;
    parts.push(
      <a
        key={`${String(start)}-${url}`}
        href={url}
        className="break-all text-primary underline underline-offset-2 hover:text-primary-hover"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {url}
      </a>,
    );
    if (rest) parts.push(rest);
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));

  return (
    <div className={cn('font-mono text-sm leading-relaxed whitespace-pre-wrap', className)}>{parts}</div>
  );
}
