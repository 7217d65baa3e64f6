// /owners-manual: the owner's manual of every model, in our own words: the model's figures from content/bikes.ts (one
// source), then what every Revolt owner needs (charging, ride modes, care, tyres, what the warranty does not cover,
// the law on the road, whom to call). Linked per model from the dashboard's "My bike" (#<model id>).
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { Breadcrumb, breadcrumbJsonLd } from '@/components/breadcrumb';
import { Seo } from '@/components/seo';
import { bikes, type Bike } from '@/content/bikes';
import { config } from '@/lib/config';
import { phoneText, telHref } from '@/lib/format';
import './owners-manual.css';

const crumbs = [
  { name: 'Home', path: paths.home.getHref() },
  { name: 'Owner’s manual', path: paths.ownersManual.getHref() },
];

function ModelSection({ bike }: { bike: Bike }) {
  const modes = bike.rideModes.map((mode) => (bike.rangeKm[mode] ? `${mode} (about ${bike.rangeKm[mode]} km)` : mode)).join(', ');
  return (
    <section id={bike.id} aria-labelledby={`${bike.id}-title`} className="owners-manual__model">
      <h3 id={`${bike.id}-title`}>{bike.name}</h3>
      <dl className="owners-manual__facts">
        <dt>Battery</dt>
        <dd>
          {bike.batteryKwh} kWh {bike.batteryType}, {bike.removableBattery ? 'removable' : 'fixed in the frame'}
        </dd>
        <dt>Range (claimed)</dt>
        <dd>{bike.rangeKm.claimed} km on a full charge</dd>
        <dt>Charging</dt>
        <dd>
          {bike.chargingStandard}
          {bike.chargingFast ? `; ${bike.chargingFast}` : ''}
        </dd>
        <dt>Ride modes</dt>
        <dd>{modes}</dd>
        <dt>Top speed</dt>
        <dd>{bike.topSpeedKmph} km/h</dd>
        <dt>Load</dt>
        <dd>Up to {bike.payloadKg} kg, rider, pillion and luggage together</dd>
        <dt>Warranty</dt>
        <dd>
          Bike {bike.warranty}; battery {bike.batteryWarranty}, whichever limit comes first, from the delivery date
        </dd>
      </dl>
    </section>
  );
}

/** The owner's manual: per-model figures and the care every electric motorcycle needs, in plain words. */
export function OwnersManualScreen() {
  return (
    <div className="page container narrow">
      <Seo
        title="Owner’s manual: charging, riding and care"
        description="How to charge, ride and look after your Revolt electric motorcycle, what the warranty covers, and whom to call on the road."
        path={paths.ownersManual.path}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <article className="owners-manual">
        <h1>Owner’s manual</h1>
        <p>
          Everything you need day to day with your Revolt. Keep the papers you got at delivery (tax invoice, insurance, registration) with you or in the
          app; you can download the invoice and delivery note again from <Link to={paths.userDashboard.getHref()}>your dashboard</Link>.
        </p>

        <h2>Your model</h2>
        {bikes.map((bike) => (
          <ModelSection key={bike.id} bike={bike} />
        ))}

        <h2>Charging</h2>
        <ul>
          <li>Use the charger supplied with your bike, plugged straight into an earthed three-pin wall socket of the rating your model needs (above). Do not use extension boards, multi-plug adaptors or a two-pin socket.</li>
          <li>Charge in a dry, shaded, airy place. If the battery is hot after a long ride, let it rest for about 30 minutes before charging.</li>
          <li>You can charge whenever it suits you: lithium-ion batteries have no “memory”. For daily riding, charging before the charge drops below about 20% is kind to the battery.</li>
          <li>Leaving the bike for more than two weeks? Leave the battery at about half charge and top it up once a month. Never store it flat.</li>
          <li>If the charger, cable or socket gets hot, smells of burning or is damaged, unplug it at the wall and call us. Do not open or repair the charger or the battery.</li>
        </ul>

        <h2>Ride modes and braking</h2>
        <ul>
          <li>
            <strong>Eco</strong> limits speed and acceleration for the longest range: best in city traffic. <strong>Normal</strong> is the everyday balance.{' '}
            <strong>Sport</strong> gives the quickest acceleration and top speed, and the shortest range.
          </li>
          <li>Change mode only when the bike is stopped or rolling gently, not while accelerating hard.</li>
          <li>Regenerative braking puts energy back into the battery when you roll off the throttle. It slows the bike, but it does not replace the brakes: use both brakes to stop.</li>
          <li>An electric motor pulls hard from standstill. Keep the throttle closed while you get on, put your feet down and push the bike around when parking, and switch the bike off before you get off.</li>
        </ul>

        <h2>Care</h2>
        <ul>
          <li>Wash with a bucket, a soft sponge and mild soap, or a gentle hose. Never aim a pressure washer at the battery, the motor, the charging socket, the display or the wiring.</li>
          <li>Do not ride through water deep enough to reach the motor or the battery, and never leave the bike standing in water. If it has been flooded, do not switch it on or charge it: call roadside assistance.</li>
          <li>Park in the shade where you can. Long hours in hot sun are hard on any battery.</li>
          <li>Keep the chain or belt clean and adjusted, and check that both brakes feel firm before you ride. Worn brake pads squeal or need more lever travel: have them changed at your hub.</li>
          <li>Have the bike serviced at an authorised Revolt hub at the intervals your hub gave you at delivery; book a visit from your dashboard or call your hub.</li>
        </ul>

        <h2>Tyres</h2>
        <ul>
          <li>Check the pressure when the tyres are cold (before riding, or after the bike has stood for an hour), at least every two weeks and before a long ride.</li>
          <li>Set them to the pressures on the tyre-information label of your bike; your hub sets them at every service. Add a little more when you carry a pillion, if the label says so.</li>
          <li>Under-inflated tyres cut your range, wear unevenly and grip less in the wet. Replace a tyre that is cut, bulging or worn to its tread-wear marks.</li>
        </ul>

        <h2>What the warranty does not cover</h2>
        <p>The warranty covers defects in materials and workmanship. It does not cover, and may end for the parts concerned, when:</p>
        <ul>
          <li>the battery, motor, controller, charger or wiring has been opened, modified or repaired anywhere other than an authorised Revolt hub;</li>
          <li>the bike was charged with a charger we did not supply or approve, or from a faulty or unearthed socket;</li>
          <li>the damage comes from an accident, a flood, fire, riding through deep water, or from overloading beyond the limit above;</li>
          <li>the bike was raced or used outside the terms it was sold on, or the odometer has been tampered with;</li>
          <li>parts wear out in normal use (tyres, brake pads, chain or belt, bulbs, cables) or the damage is cosmetic.</li>
        </ul>

        <h2>On the road in India</h2>
        <ul>
          <li>Rider and pillion must wear BIS-certified helmets, fastened.</li>
          <li>Carry your driving licence, the registration certificate and a valid insurance policy (third-party cover is compulsory), or their copies in DigiLocker or mParivahan.</li>
          <li>An electric motorcycle needs no pollution-under-control (PUC) certificate.</li>
          <li>Keep the high-security registration plates fitted at registration on the bike, clean and readable.</li>
        </ul>

        <h2>Help on the road</h2>
        <ul>
          <li>
            Roadside assistance, day and night: <a href={telHref(config.roadsidePhone)}>{phoneText(config.roadsidePhone)}</a>. Tell us your registration number and where you are.
          </li>
          <li>
            Customer care: <a href={telHref(config.supportPhone)}>{phoneText(config.supportPhone)}</a> or <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
          </li>
          <li>
            Find your nearest hub on the <Link to={paths.locateDealer.getHref()}>dealer map</Link>.
          </li>
        </ul>
      </article>
    </div>
  );
}

export default OwnersManualScreen;
