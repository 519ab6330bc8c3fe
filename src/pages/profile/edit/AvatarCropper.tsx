import { useId, useState } from 'react';
import Cropper, { type Area, type MediaSize } from 'react-easy-crop';
import { useObjectUrl } from '../../../components/use-object-url.ts';
import { text } from '../../../text/catalogue.ts';

const t = text.avatar;

interface AvatarCropperProps {
  image: Blob;
  /** The smallest square side, in the picture's own pixels, the frame may cover. */
  minimumSide: number;
  onCropped: (area: Area) => void;
  onUnreadable: () => void;
}

/**
 * At zoom 1 the square frame covers the picture's short side; zooming in shrinks it, so the
 * largest zoom keeps it at the minimum side (a smaller picture cannot zoom at all).
 */
function largestZoom(media: MediaSize, minimumSide: number): number {
  return Math.max(1, Math.min(media.naturalWidth, media.naturalHeight) / minimumSide);
}

/** A round 1:1 frame over the picture, moved by dragging or the arrow keys, with a zoom slider. */
export default function AvatarCropper({ image, minimumSide, onCropped, onUnreadable }: AvatarCropperProps) {
  const source = useObjectUrl(image);
  const zoomId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [maxZoom, setMaxZoom] = useState(1);

  return (
    <div className="space-y-3">
      <div className="relative h-64 overflow-hidden rounded-xl bg-slate-900">
        {source && (
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            aspect={1}
            minZoom={1}
            maxZoom={maxZoom}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => onCropped(pixels)}
            onMediaLoaded={(media) => setMaxZoom(largestZoom(media, minimumSide))}
            mediaProps={{ onError: onUnreadable }}
            // The area takes focus (arrow keys move the photo); its name needs a role to be allowed.
            cropperProps={{ role: 'group', 'aria-label': t.cropArea }}
          />
        )}
      </div>
      <div className="flex items-center gap-3">
        <label htmlFor={zoomId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t.zoom}
        </label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={maxZoom}
          step={0.01}
          value={zoom}
          disabled={maxZoom <= 1}
          onChange={(event) => setZoom(Number(event.target.value))}
          className="w-full accent-rose-700"
        />
      </div>
    </div>
  );
}
