import { linkifyParts } from '@haulclub/shared';

/**
 * A message body as text, with http(s) URLs as links. Everything is a React text node or an <a>;
 * nothing is ever parsed as HTML.
 */
export function MessageText({ body }: { body: string }) {
  return (
    <>
      {linkifyParts(body).map((part, index) =>
        part.href ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
