import { type ImagePreset, imagePresets, mediaUrl } from '#domain/media.ts';

/** A round photo in an avatar preset; without a photo the preset's placeholder shows. */
export function Avatar({
  photo,
  preset,
  alt,
  className = '',
}: {
  photo: string | null;
  preset: Extract<ImagePreset, `avatar-${string}`>;
  alt: string;
  className?: string;
}) {
  const { width } = imagePresets[preset];
  return (
    <img
      src={mediaUrl(photo, preset)}
      alt={alt}
      width={width}
      height={width}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-full bg-slate-200 object-cover ${className}`}
    />
  );
}
