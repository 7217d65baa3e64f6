// The hub locator in English (/locate-dealer, /revoltmap): the page, its search, the map and the list; the Hindi twin
// is locate.messages.hi.ts.
import { icu } from '@/lib/i18n/icu';

export const crumb = 'Find a hub';
export const title = 'Find a Revolt hub near you';
export const seoDescription =
  'Find Revolt sales and service hubs across India by state, city or pincode, get directions, call the hub or book a free test ride there.';
export const lead = 'Every hub sells, services and offers test rides of our bikes. Choose your city, search, or let us find the nearest ones.';
export const loadFailed = 'We could not load the list of hubs.';
export const loading = 'Loading hubs';
export const skipMap = 'Skip the map';
export const markerLabel = icu<{ hub: string; city: string }>('{hub}, {city}');
/** "Cannot find a hub near you? <Contact us> and we will …": the text before, the link and the text after. */
export const noHubNear = 'Cannot find a hub near you? ';
export const noHubNearLink = 'Contact us';
export const noHubNearEnd = ' and we will find the nearest place to see, ride or service a Revolt.';
export const selectedHub = 'Selected hub';
export const nearestHub = 'Nearest hub';
export const seeInList = 'See it in the list';
export const seeInListLabel = icu<{ hub: string }>('See it in the list: {hub}');

export const geoLocating = 'Finding your location…';
export const geoLocated = 'Showing the nearest hubs first. Your location is used only in this browser and is not sent to us.';
export const geoDenied =
  'We could not use your location because permission was not given. You can still choose a state and city, or search by name, area or pincode.';
export const geoUnavailable = 'Your location is not available right now. Choose a state and city, or search by name, area or pincode instead.';
export const state = 'State';
export const allStates = 'All states';
export const city = 'City';
export const allCities = 'All cities';
export const chooseStateFirst = 'Choose a state first';
export const search = 'Search';
export const searchHint = 'Hub name, area or pincode';
export const useMyLocation = 'Use my location';

export const countNone = 'No hubs match your choices.';
export const countNoHubs = 'There are no hubs to show yet.';
export const countMatch = icu<{ count: number }>('{count, plural, one {# hub matches your choices.} other {# hubs match your choices.}}');
export const countMatchNearest = icu<{ count: number }>(
  '{count, plural, one {# hub matches your choices.} other {# hubs match your choices, nearest first.}}',
);
export const countAll = icu<{ count: number }>('{count, plural, one {# hub across India.} other {# hubs across India.}}');
export const countAllNearest = icu<{ count: number }>('{count, plural, one {# hub across India.} other {# hubs across India, nearest first.}}');

/** "Try another state … Or <contact us> and we will …": the text before, the link and the text after. */
export const empty = 'Try another state or city, or a shorter search. Or ';
export const emptyLink = 'contact us';
export const emptyEnd = ' and we will find the nearest place to see, ride or service a Revolt.';
export const groupCount = icu<{ count: number }>('{count, plural, one {# hub} other {# hubs}}');
export const groupNearestUnder1 = icu<{ count: number }>('{count, plural, one {# hub} other {# hubs}}, nearest less than 1 km');
export const groupNearest = icu<{ count: number; km: string }>('{count, plural, one {# hub} other {# hubs}}, nearest about {km} km');
export const phone = 'Phone:';
export const bookHere = 'Book a test ride here';
/** Read after the visible words by screen readers only. */
export const bookHereHidden = icu<{ hub: string }>(' at {hub}');
export const directions = 'Directions';
export const directionsHidden = icu<{ hub: string }>(' to {hub} (opens in a new tab)');
export const showOnMap = 'Show on map';
export const showOnMapLabel = icu<{ hub: string }>('Show on map: {hub}');

export const mapLabel = 'Map of Revolt hubs in India';
export const clusterLabel = icu<{ count: number; places: string }>('{count} hubs in {places}');
/** Joins the last two place names of a list ("Mumbai, Thane and Pune"). */
export const and = ' and ';
export const you = 'You';
/** The map's caption, around its three credit links (@svg-maps/india, MapSVG, CC BY 4.0). */
export const caption =
  'Red markers are hubs that match your choices, grey ones the others; a number is several hubs close together. Select one to see it in the list. Map of India: ';
export const captionBy = ' by Victor Cazanave after ';
export const captionLicence = ', ';
export const captionEnd = ' (simplified and recoloured).';
