/**
 * A page's document title and meta description. React 19 hoists <title> and <meta> into <head>, so each
 * route declares its own and the previous page's are removed when it unmounts.
 */
import { PRODUCT_NAME } from '@/config/constants';

export function PageMeta({ title, description }: { title: string; description: string }) {
  const full = title === PRODUCT_NAME ? title : `${title} · ${PRODUCT_NAME}`;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
    </>
  );
}
