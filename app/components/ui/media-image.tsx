import { type ImagePreset, imagePresets, mediaUrl } from '#domain/media.ts';

/** A stored image in a preset, sized up front so the page does not jump while it loads. */
export function MediaImage({
  image,
  preset,
  alt,
  className = '',
  eager = false,
  origin = '',
}: {
  image: string | null;
  preset: Exclude<ImagePreset, 'raw-lg'>;
  alt: string;
  className?: string;
  /** The one picture above the fold loads at once; the rest when scrolled near. */
  eager?: boolean;
  /** Where the site is, for copies read elsewhere (the magazine's feeds); pages keep paths. */
  origin?: string;
}) {
  const { width, height } = imagePresets[preset];
  return (
    <img
      src={origin + mediaUrl(image, preset)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={`bg-slate-200 object-cover ${className}`}
    />
  );
}
