import { PRODUCT } from '@haulclub/shared';

/** Sets the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  const full = title.includes(PRODUCT.name) ? title : `${title} · ${PRODUCT.name}`;
  return <title>{full}</title>;
}
