// Small diagrams drawn in code for the feature stories. Each one's resting state is its final state: the motion
// (feature-stories.css) only runs under the class that the stories add after hydration, while the section is on screen
// and the reader has not asked for reduced motion. Figures come from the bike data; none is drawn that the data lacks.
import type { Bike } from '@/content/bikes';
import { colourName } from '@/content/bikes.messages';
import * as t from './messages';
import { chargeMinutes, fastPercent, modeRanges, type DiagramKind } from './stories';

const W = 320;
const H = 200;

function Svg({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <svg className="story-diagram" viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={label} focusable="false">
      {children}
    </svg>
  );
}

/** A side view of a motorcycle: two wheels, a frame; the battery bay under the seat. */
function BikeOutline() {
  return (
    <g className="story-diagram__bike">
      <circle cx="62" cy="150" r="30" />
      <circle cx="198" cy="150" r="30" />
      <path d="M62 150 L100 100 L170 100 L198 150 M100 100 L88 76 L74 76 M150 100 L168 82 L205 82" />
    </g>
  );
}

function BatterySwap({ bike }: { bike: Bike }) {
  return (
    <Svg label={t.batterySwapLabel({ kwh: bike.batteryKwh, model: bike.name })}>
      <BikeOutline />
      <rect className="story-diagram__bay" x="108" y="104" width="52" height="30" rx="4" />
      <g className="story-diagram__house">
        <path d="M228 96 L272 62 L316 96 V190 H228 Z" />
        <rect className="story-diagram__socket" x="298" y="140" width="12" height="18" rx="2" />
      </g>
      <g className="story-anim story-anim--swap">
        <rect className="story-diagram__battery" x="244" y="128" width="52" height="30" rx="4" />
        <rect className="story-anim story-anim--charge story-diagram__charge" x="248" y="132" width="44" height="22" rx="2" />
        <path className="story-diagram__cable" d="M296 143 H298" />
      </g>
      <text className="story-diagram__label" x="134" y="188" textAnchor="middle">{bike.batteryKwh} kWh</text>
    </Svg>
  );
}

function ChargeTimes({ bike }: { bike: Bike }) {
  const times = chargeMinutes(bike);
  if (!times) return null;
  const percent = fastPercent(bike);
  const max = Math.max(times.standard, times.fast);
  const bar = (min: number) => Math.round((min / max) * 180);
  const hours = (min: number) => t.hours({ h: Math.floor(min / 60), min: min % 60 });
  const rows = [
    { name: t.standardRow, min: times.standard, text: hours(times.standard), cls: 'story-anim--slow' },
    { name: t.fastRow({ percent }), min: times.fast, text: t.minutes({ min: times.fast }), cls: 'story-anim--fast' },
  ];
  return (
    <Svg label={t.chargeTimesLabel({ hours: hours(times.standard), percent, minutes: times.fast })}>
      {rows.map((r, i) => (
        <g key={r.name} transform={`translate(0 ${30 + i * 80})`}>
          <text className="story-diagram__label" x="8" y="14">{r.name}</text>
          <rect className="story-diagram__track" x="8" y="24" width="180" height="24" rx="6" />
          <rect className={`story-anim story-anim--grow ${r.cls} story-diagram__fill`} x="8" y="24" width={bar(r.min)} height="24" rx="6" />
          <text className="story-diagram__value" x={16 + bar(r.min)} y="42">{r.text}</text>
        </g>
      ))}
    </Svg>
  );
}

function RideModes({ bike }: { bike: Bike }) {
  const ranges = modeRanges(bike);
  const max = Math.max(...ranges.map((r) => r.km));
  return (
    <Svg label={t.rideModesLabel({ ranges: ranges.map((r) => t.modeRange({ mode: r.mode, km: String(r.km) })).join(', ') })}>
      <text className="story-diagram__label" x="8" y="16">{t.range}</text>
      <text className="story-diagram__label" x="312" y="16" textAnchor="end">{t.pace}</text>
      {ranges.map((r, i) => (
        <g key={r.mode} transform={`translate(0 ${34 + i * 56})`}>
          <text className="story-diagram__label" x="8" y="14">{r.mode}</text>
          <rect className="story-diagram__track" x="8" y="22" width="180" height="18" rx="5" />
          <rect className={`story-anim story-anim--grow story-anim--d${i} story-diagram__fill`} x="8" y="22" width={Math.round((r.km / max) * 180)} height="18" rx="5" />
          <text className="story-diagram__value" x="196" y="36">{r.km} km</text>
          {Array.from({ length: i + 1 }, (_, d) => (
            <path key={d} className={`story-anim story-anim--blink story-anim--d${d} story-diagram__chevron`} d={`M${270 + d * 14} 22 l9 9 l-9 9`} />
          ))}
        </g>
      ))}
    </Svg>
  );
}

function Braking() {
  return (
    <Svg label={t.brakingLabel}>
      {[70, 250].map((cx) => (
        <g key={cx}>
          <circle className="story-diagram__tyre" cx={cx} cy="110" r="52" />
          <circle className="story-diagram__disc" cx={cx} cy="110" r="30" />
          <path className="story-anim story-anim--pulse story-diagram__caliper" d={`M${cx + 22} 84 a30 30 0 0 1 10 20`} />
        </g>
      ))}
      <path className="story-diagram__link" d="M102 110 H218" />
      <text className="story-diagram__label" x="160" y="100" textAnchor="middle">CBS</text>
      <text className="story-diagram__label" x="70" y="190" textAnchor="middle">{t.front}</text>
      <text className="story-diagram__label" x="250" y="190" textAnchor="middle">{t.rear}</text>
      <path className="story-anim story-anim--pulse story-diagram__arrow" d="M150 30 H40 l10 -8 M40 30 l10 8" />
      <path className="story-anim story-anim--pulse story-diagram__arrow" d="M290 30 H180 l10 -8 M180 30 l10 8" />
    </Svg>
  );
}

function Suspension({ bike }: { bike: Bike }) {
  return (
    <Svg label={t.suspensionLabel({ mm: bike.groundClearanceMm })}>
      <path className="story-diagram__road" d="M0 182 H320" />
      <path className="story-anim story-anim--bump story-diagram__bump" d="M270 182 q18 -20 36 0" />
      <g className="story-anim story-anim--ride">
        <circle className="story-diagram__tyre" cx="70" cy="150" r="30" />
        <circle className="story-diagram__tyre" cx="230" cy="150" r="30" />
        <path className="story-diagram__frame" d="M96 92 H204 L220 116 H84 Z" />
        <path className="story-diagram__bar" d="M84 116 L74 66 H54 M128 92 V80 H196 V92" />
        <path className="story-anim story-anim--spring story-diagram__spring" d="M70 150 L84 116 M76 136 l12 -4 M80 128 l12 -4 M84 120 l12 -4" />
        <path className="story-anim story-anim--spring story-diagram__spring" d="M230 150 L190 116 M214 140 l-4 -12 M206 134 l-4 -12 M198 128 l-4 -12" />
      </g>
      <path className="story-diagram__dimension" d="M120 120 V180 M114 120 H126 M114 180 H126" />
      <text className="story-diagram__label" x="128" y="156">{bike.groundClearanceMm} mm</text>
    </Svg>
  );
}

function Lamp({ bike }: { bike: Bike }) {
  return (
    <Svg label={t.lampLabel({ model: bike.name })}>
      <rect className="story-diagram__night" x="0" y="0" width={W} height={H} rx="12" />
      <path className="story-anim story-anim--beam story-diagram__beam" d="M92 84 L316 30 V170 L92 116 Z" />
      <circle className="story-diagram__lamp-body" cx="72" cy="100" r="34" />
      <circle className="story-anim story-anim--glow story-diagram__lamp" cx="72" cy="100" r="22" />
      <text className="story-diagram__label story-diagram__label--on-dark" x="72" y="160" textAnchor="middle">LED</text>
    </Svg>
  );
}

function Colours({ bike }: { bike: Bike }) {
  return (
    <ul className="story-colours" aria-label={t.coloursLabel({ model: bike.name })}>
      {bike.colours.map((c, i) => (
        <li key={c.name} className={`story-anim story-anim--pop story-anim--d${i}`}>
          <span className="story-colours__chip" aria-hidden="true">
            <svg viewBox="0 0 40 40" width="40" height="40" focusable="false">
              <circle cx="20" cy="20" r="18" fill={c.hex} stroke="#767b84" strokeWidth="2" />
            </svg>
          </span>
          {colourName(c.name)}
        </li>
      ))}
    </ul>
  );
}

export function Diagram({ kind, bike }: { kind: DiagramKind; bike: Bike }) {
  switch (kind) {
    case 'battery-swap':
      return <BatterySwap bike={bike} />;
    case 'charge-times':
      return <ChargeTimes bike={bike} />;
    case 'ride-modes':
      return <RideModes bike={bike} />;
    case 'braking':
      return <Braking />;
    case 'suspension':
      return <Suspension bike={bike} />;
    case 'lamp':
      return <Lamp bike={bike} />;
    case 'colours':
      return <Colours bike={bike} />;
  }
}
