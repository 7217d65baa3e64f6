// The home page in English (decision 048); messages.hi.ts is its Hindi twin. Figures come from src/content/bikes.ts.
import { icu } from '@/lib/i18n/icu';

export const seoTitle = icu<{ site: string }>('{site}: electric motorcycles made for India');
export const seoDescription =
  'Revolt electric motorcycles: RV1, RV1+, RV BlazeX, RV400 and RV400 BRZ. Up to 160 km a charge, removable batteries and a companion app. Book a ride today.';
export const onOneCharge = 'on one charge in Eco';
export const topSpeed = 'top speed';
export const savedYearly = 'saved a year against petrol';
export const ecoNote = 'Gentle power for the longest range.';
export const normalNote = 'Everyday pace for city traffic.';
export const sportNote = icu<{ kw: number; nm: number }>('Full {kw} kW and {nm} Nm for quick getaways.');
export const appFeatures = ['Battery and range', 'Ride modes', 'Live tracking', 'Geo-fence alerts', 'Ride history', 'Alexa voice commands'];
export const testRide = 'Test ride';
export const testRideText = 'Pick a model, a hub and a two-hour slot. The ride is free.';
export const testRideLink = 'Book a free test ride';
export const findHub = 'Find a hub';
export const findHubText = 'Sales and service hubs in cities across India.';
export const findHubLink = 'Locate a hub near you';
export const priceIt = 'Price it';
export const priceItText = 'The on-road price for your state and your EMI.';
export const priceItLink = 'RV400 on-road price and EMI';
export const runningCosts = 'Running costs';
export const runningCostsText = 'What you spend on petrol today against charging at home.';
export const runningCostsLink = 'Calculate your savings';
export const from = 'from';
export const heroTitle = 'Electric motorcycles made for Indian roads';
export const heroLead = 'Up to 160 km a charge, a removable battery you charge at home, and no petrol bills.';
export const bookNow = 'Book now';
export const figuresLabel = 'The numbers that matter';
export const rideModes = 'Ride modes';
export const modesTitle = 'Three modes. One switch.';
export const modesLead = icu<{ model: string; sounds: number }>(
  'Trade range for pace at the press of a button. The {model} also lets you pick one of {sounds} sound modes, so traffic hears you coming.',
);
export const rangeByMode = icu<{ model: string }>('{model} range by ride mode');
export const charging = 'Charging';
export const chargingTitle = 'Charge it like your phone';
export const chargingLead = 'Lift the battery out and charge it at your desk, or plug the bike into any 15 A home socket overnight.';
export const homeSocket = 'Home socket';
export const fastCharging = 'Fast charging';
export const battery = 'Battery';
export const batteryFacts = icu<{ kwh: number; warranty: string }>('{kwh} kWh, {warranty} warranty');
export const theApp = 'The MyRevolt app';
export const appTitle = 'Your bike in your pocket';
export const appLead = 'See the battery, switch modes, find the bike and get an alert when it leaves the area you set.';
export const appLink = 'See what the app does';
export const lineUp = 'The line-up';
export const lineUpTitle = 'Five models, one idea';
export const exploreBikes = 'Explore the bikes';
export const compareSide = 'Compare the models side by side';
export const readGuide = 'Read the rider’s guide';
export const rideTitle = 'Ride one, then make it yours';
export const pricesStart = 'Prices start from';
export const subsidyNote =
  'ex-showroom. The PM E-DRIVE subsidy for electric two-wheelers ran from 1 October 2024 to 31 March 2026; check your state’s current road-tax and registration benefits.';
