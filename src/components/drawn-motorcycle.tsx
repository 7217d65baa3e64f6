// A model without a studio render (one added in the back office), drawn: see model-figure.tsx.
import type { Colour } from '@/content/bikes';
import { colourName } from '@/content/bikes.messages';
import * as t from './drawn-motorcycle.messages';

/** A side view drawn in SVG: wheels, frame, battery and seat, the body in the colour. */
export default function DrawnMotorcycle({ name, colour, className }: { name: string; colour: Colour | undefined; className: string }) {
  const body = colour?.hex ?? '#5f6368';
  return (
    <svg className={className} viewBox="0 0 1600 1000" width={1600} height={1000} role="img" aria-label={colour ? t.drawnInColour({ model: name, colour: colourName(colour.name) }) : t.drawn({ model: name })}>
      <rect width="1600" height="1000" fill="#f4f5f7" />
      <g fill="none" stroke="#1c1d21" strokeWidth="34">
        <circle cx="420" cy="690" r="170" />
        <circle cx="1180" cy="690" r="170" />
      </g>
      <g fill="#1c1d21">
        <circle cx="420" cy="690" r="40" />
        <circle cx="1180" cy="690" r="40" />
        <path d="M420 690 L640 470 L700 490 L470 700 Z" />
        <path d="M1180 690 L1060 430 L1110 420 L1215 675 Z" />
      </g>
      <path d="M560 470 C620 380 760 360 900 380 L1080 400 L1040 560 L700 600 Z" fill={body} />
      <rect x="700" y="520" width="300" height="150" rx="24" fill="#2b2d33" />
      <path d="M560 420 C600 360 700 350 790 370 L780 410 L580 440 Z" fill="#1c1d21" />
      <path d="M1050 360 L1140 330 L1160 370 L1070 400 Z" fill="#1c1d21" />
    </svg>
  );
}
