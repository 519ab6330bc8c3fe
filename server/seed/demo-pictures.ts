// Pictures for the demo albums, drawn rather than shipped: a diagonal colour gradient with
// a soft light, as a stand-in for a concert photo.
import sharp from 'sharp';

const SIDE = 1080;

export function gradientPicture(from: string, to: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
      </linearGradient>
      <radialGradient id="light"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
        <stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${SIDE}" height="${SIDE}" fill="url(#sky)"/>
    <circle cx="${SIDE * 0.7}" cy="${SIDE * 0.3}" r="${SIDE * 0.25}" fill="url(#light)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}
