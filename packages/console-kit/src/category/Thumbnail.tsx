import { Image } from 'antd';

/** A list row's picture, small, opening large on click; nothing when there is none. */
export function Thumbnail({ src, alt }: { src: string | null; alt: string }) {
  if (!src) return null;
  return <Image src={src} alt={alt} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 6 }} />;
}
