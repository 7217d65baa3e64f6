// Reference data (not demo data): states/UTs, their major cities and the areas (hubs) customers pick,
// plus the service-centre network. Ids are stable strings; hub ids are "<city>-NN" in list order, so
// only ever append hubs to a city. Seeded on every start with upserts; rows are never deleted.
import type { Region } from '@contract/reference.js';
import type { Queryable } from '../platform/db/index.js';

type CitySeed = { id: string; name: string; hubs: [name: string, pincode: string][] };
type StateSeed = { id: string; name: string; region: Region; upgrade: boolean; cities: CitySeed[] };
type CentreSeed = {
  id: number;
  name: string;
  address: string;
  city: string;
  hub: string;
  phone: string;
  lat: number;
  lng: number;
};

export const STATES: StateSeed[] = [
  { id: 'MH', name: 'Maharashtra', region: 'West', upgrade: true, cities: [
    { id: 'MH-MUM', name: 'Mumbai', hubs: [['Andheri East', '400069'], ['Bandra West', '400050'], ['Powai', '400076'], ['Borivali West', '400092']] },
    { id: 'MH-PUN', name: 'Pune', hubs: [['Shivajinagar', '411005'], ['Kothrud', '411038'], ['Hinjewadi', '411057'], ['Viman Nagar', '411014']] },
    { id: 'MH-THN', name: 'Thane', hubs: [['Thane West', '400601'], ['Ghodbunder Road', '400615']] },
    { id: 'MH-NAG', name: 'Nagpur', hubs: [['Dharampeth', '440010'], ['Sitabuldi', '440012']] },
    { id: 'MH-NSK', name: 'Nashik', hubs: [['College Road', '422005'], ['Nashik Road', '422101']] },
  ] },
  { id: 'DL', name: 'Delhi', region: 'North', upgrade: true, cities: [
    { id: 'DL-NDL', name: 'New Delhi', hubs: [['Connaught Place', '110001'], ['Karol Bagh', '110005']] },
    { id: 'DL-SDL', name: 'South Delhi', hubs: [['Lajpat Nagar', '110024'], ['Saket', '110017'], ['Greater Kailash', '110048']] },
    { id: 'DL-WDL', name: 'West Delhi', hubs: [['Janakpuri', '110058'], ['Dwarka', '110075'], ['Rajouri Garden', '110027']] },
    { id: 'DL-NTH', name: 'North Delhi', hubs: [['Rohini', '110085'], ['Pitampura', '110034'], ['Model Town', '110009']] },
  ] },
  { id: 'KA', name: 'Karnataka', region: 'South', upgrade: true, cities: [
    { id: 'KA-BLR', name: 'Bengaluru', hubs: [['Koramangala', '560034'], ['Indiranagar', '560038'], ['Whitefield', '560066'], ['Jayanagar', '560041']] },
    { id: 'KA-MYS', name: 'Mysuru', hubs: [['Vijayanagar', '570017'], ['Saraswathipuram', '570009']] },
    { id: 'KA-MLR', name: 'Mangaluru', hubs: [['Hampankatta', '575001'], ['Kankanady', '575002']] },
    { id: 'KA-HBL', name: 'Hubballi', hubs: [['Vidyanagar', '580031'], ['Keshwapur', '580023']] },
  ] },
  { id: 'TN', name: 'Tamil Nadu', region: 'South', upgrade: true, cities: [
    { id: 'TN-CHE', name: 'Chennai', hubs: [['T. Nagar', '600017'], ['Anna Nagar', '600040'], ['Velachery', '600042'], ['Adyar', '600020']] },
    { id: 'TN-CBE', name: 'Coimbatore', hubs: [['R.S. Puram', '641002'], ['Gandhipuram', '641012'], ['Peelamedu', '641004']] },
    { id: 'TN-MDU', name: 'Madurai', hubs: [['Tallakulam', '625002'], ['K.K. Nagar', '625020']] },
    { id: 'TN-TRY', name: 'Tiruchirappalli', hubs: [['Thillai Nagar', '620018']] },
  ] },
  { id: 'TG', name: 'Telangana', region: 'South', upgrade: true, cities: [
    { id: 'TG-HYD', name: 'Hyderabad', hubs: [['Banjara Hills', '500034'], ['Madhapur', '500081'], ['Kukatpally', '500072'], ['Secunderabad', '500003']] },
    { id: 'TG-WGL', name: 'Warangal', hubs: [['Hanamkonda', '506001'], ['Kazipet', '506003']] },
  ] },
  { id: 'GJ', name: 'Gujarat', region: 'West', upgrade: true, cities: [
    { id: 'GJ-AMD', name: 'Ahmedabad', hubs: [['Navrangpura', '380009'], ['Satellite', '380015'], ['Maninagar', '380008']] },
    { id: 'GJ-SUR', name: 'Surat', hubs: [['Adajan', '395009'], ['Vesu', '395007']] },
    { id: 'GJ-VAD', name: 'Vadodara', hubs: [['Alkapuri', '390007'], ['Gotri', '390021']] },
    { id: 'GJ-RJT', name: 'Rajkot', hubs: [['Kalawad Road', '360005']] },
  ] },
  { id: 'RJ', name: 'Rajasthan', region: 'North', upgrade: true, cities: [
    { id: 'RJ-JAI', name: 'Jaipur', hubs: [['Malviya Nagar', '302017'], ['Vaishali Nagar', '302021'], ['C-Scheme', '302001']] },
    { id: 'RJ-JDH', name: 'Jodhpur', hubs: [['Sardarpura', '342003'], ['Ratanada', '342011']] },
    { id: 'RJ-UDR', name: 'Udaipur', hubs: [['Hiran Magri', '313002']] },
  ] },
  { id: 'UP', name: 'Uttar Pradesh', region: 'North', upgrade: true, cities: [
    { id: 'UP-LKO', name: 'Lucknow', hubs: [['Gomti Nagar', '226010'], ['Hazratganj', '226001'], ['Aliganj', '226024']] },
    { id: 'UP-NOI', name: 'Noida', hubs: [['Sector 18', '201301'], ['Sector 62', '201309']] },
    { id: 'UP-GZB', name: 'Ghaziabad', hubs: [['Indirapuram', '201014'], ['Raj Nagar', '201002']] },
    { id: 'UP-KNP', name: 'Kanpur', hubs: [['Swaroop Nagar', '208002'], ['Kidwai Nagar', '208011']] },
    { id: 'UP-VNS', name: 'Varanasi', hubs: [['Sigra', '221010'], ['Lanka', '221005']] },
  ] },
  { id: 'HR', name: 'Haryana', region: 'North', upgrade: true, cities: [
    { id: 'HR-GGN', name: 'Gurugram', hubs: [['DLF Phase 1', '122002'], ['Sohna Road', '122018'], ['Sector 14', '122001']] },
    { id: 'HR-FBD', name: 'Faridabad', hubs: [['Sector 15', '121007'], ['NIT', '121001']] },
    { id: 'HR-PNP', name: 'Panipat', hubs: [['Model Town', '132103']] },
  ] },
  { id: 'PB', name: 'Punjab', region: 'North', upgrade: false, cities: [
    { id: 'PB-LDH', name: 'Ludhiana', hubs: [['Sarabha Nagar', '141001'], ['Model Town', '141002']] },
    { id: 'PB-ASR', name: 'Amritsar', hubs: [['Ranjit Avenue', '143001'], ['Lawrence Road', '143001']] },
    { id: 'PB-JAL', name: 'Jalandhar', hubs: [['Model Town', '144003']] },
    { id: 'PB-MOH', name: 'Mohali', hubs: [['Phase 7', '160062']] },
  ] },
  { id: 'WB', name: 'West Bengal', region: 'East', upgrade: true, cities: [
    { id: 'WB-KOL', name: 'Kolkata', hubs: [['Salt Lake', '700091'], ['Park Street', '700016'], ['Ballygunge', '700019'], ['New Town', '700156']] },
    { id: 'WB-HWH', name: 'Howrah', hubs: [['Shibpur', '711102']] },
    { id: 'WB-SLG', name: 'Siliguri', hubs: [['Sevoke Road', '734001'], ['Pradhan Nagar', '734003']] },
    { id: 'WB-DGP', name: 'Durgapur', hubs: [['City Centre', '713216']] },
  ] },
  { id: 'KL', name: 'Kerala', region: 'South', upgrade: true, cities: [
    { id: 'KL-KOC', name: 'Kochi', hubs: [['Edappally', '682024'], ['Kakkanad', '682030'], ['Kadavanthra', '682020']] },
    { id: 'KL-TVM', name: 'Thiruvananthapuram', hubs: [['Pattom', '695004'], ['Kazhakoottam', '695582']] },
    { id: 'KL-KZD', name: 'Kozhikode', hubs: [['Palayam', '673001']] },
    { id: 'KL-TCR', name: 'Thrissur', hubs: [['Swaraj Round', '680001']] },
  ] },
  { id: 'MP', name: 'Madhya Pradesh', region: 'Central', upgrade: false, cities: [
    { id: 'MP-IDR', name: 'Indore', hubs: [['Vijay Nagar', '452010'], ['Palasia', '452001'], ['Rajendra Nagar', '452012']] },
    { id: 'MP-BPL', name: 'Bhopal', hubs: [['Arera Colony', '462016'], ['MP Nagar', '462011']] },
    { id: 'MP-JBP', name: 'Jabalpur', hubs: [['Napier Town', '482001']] },
    { id: 'MP-GWL', name: 'Gwalior', hubs: [['City Centre', '474011']] },
  ] },
  { id: 'CG', name: 'Chhattisgarh', region: 'Central', upgrade: false, cities: [
    { id: 'CG-RPR', name: 'Raipur', hubs: [['Shankar Nagar', '492007'], ['Telibandha', '492006']] },
    { id: 'CG-BHI', name: 'Bhilai', hubs: [['Civic Centre', '490006']] },
  ] },
  { id: 'BR', name: 'Bihar', region: 'East', upgrade: false, cities: [
    { id: 'BR-PAT', name: 'Patna', hubs: [['Boring Road', '800001'], ['Kankarbagh', '800020'], ['Patliputra Colony', '800013']] },
    { id: 'BR-GAY', name: 'Gaya', hubs: [['Civil Lines', '823001']] },
    { id: 'BR-MZF', name: 'Muzaffarpur', hubs: [['Juran Chapra', '842001']] },
  ] },
  { id: 'OD', name: 'Odisha', region: 'East', upgrade: false, cities: [
    { id: 'OD-BBS', name: 'Bhubaneswar', hubs: [['Saheed Nagar', '751007'], ['Patia', '751024'], ['Jaydev Vihar', '751013']] },
    { id: 'OD-CTC', name: 'Cuttack', hubs: [['Buxi Bazaar', '753001'], ['CDA Sector 6', '753014']] },
    { id: 'OD-RKL', name: 'Rourkela', hubs: [['Civil Township', '769004']] },
  ] },
  { id: 'JH', name: 'Jharkhand', region: 'East', upgrade: false, cities: [
    { id: 'JH-RNC', name: 'Ranchi', hubs: [['Lalpur', '834001'], ['Morabadi', '834008']] },
    { id: 'JH-JSR', name: 'Jamshedpur', hubs: [['Bistupur', '831001'], ['Sakchi', '831001']] },
    { id: 'JH-DHN', name: 'Dhanbad', hubs: [['Bank More', '826001']] },
  ] },
  { id: 'AP', name: 'Andhra Pradesh', region: 'South', upgrade: false, cities: [
    { id: 'AP-VSP', name: 'Visakhapatnam', hubs: [['Dwaraka Nagar', '530016'], ['MVP Colony', '530017']] },
    { id: 'AP-VJA', name: 'Vijayawada', hubs: [['Benz Circle', '520010'], ['Labbipet', '520010']] },
    { id: 'AP-TPT', name: 'Tirupati', hubs: [['Tirupati Town', '517501']] },
  ] },
  { id: 'AS', name: 'Assam', region: 'North-East', upgrade: false, cities: [
    { id: 'AS-GUW', name: 'Guwahati', hubs: [['Dispur', '781006'], ['Beltola', '781028'], ['Paltan Bazaar', '781008']] },
    { id: 'AS-DIB', name: 'Dibrugarh', hubs: [['Dibrugarh Town', '786001']] },
    { id: 'AS-JRH', name: 'Jorhat', hubs: [['Jorhat Town', '785001']] },
  ] },
  { id: 'GA', name: 'Goa', region: 'West', upgrade: false, cities: [
    { id: 'GA-PNJ', name: 'Panaji', hubs: [['Panaji', '403001'], ['Porvorim', '403521']] },
    { id: 'GA-MAO', name: 'Margao', hubs: [['Margao', '403601']] },
    { id: 'GA-MAP', name: 'Mapusa', hubs: [['Mapusa', '403507']] },
  ] },
  { id: 'UK', name: 'Uttarakhand', region: 'North', upgrade: false, cities: [
    { id: 'UK-DDN', name: 'Dehradun', hubs: [['Rajpur Road', '248001'], ['Clement Town', '248002']] },
    { id: 'UK-HDW', name: 'Haridwar', hubs: [['Jwalapur', '249407']] },
    { id: 'UK-HLD', name: 'Haldwani', hubs: [['Haldwani', '263139']] },
  ] },
];

export const SERVICE_CENTRES: CentreSeed[] = [
  { id: 1, name: 'Revolt Service Hub Andheri', address: 'Unit 4, Marol Industrial Estate, Andheri-Kurla Road, Andheri East, Mumbai', city: 'MH-MUM', hub: 'Andheri East', phone: '+91 22 4890 1201', lat: 19.1136, lng: 72.8697 },
  { id: 2, name: 'Revolt Service Hub Bandra', address: 'Shop 7, Hill Road, near Mehboob Studio, Bandra West, Mumbai', city: 'MH-MUM', hub: 'Bandra West', phone: '+91 22 4890 1202', lat: 19.0596, lng: 72.8295 },
  { id: 3, name: 'Revolt Service Hub Shivajinagar', address: '12 Jangli Maharaj Road, Deccan Gymkhana, Shivajinagar, Pune', city: 'MH-PUN', hub: 'Shivajinagar', phone: '+91 20 4671 3301', lat: 18.5308, lng: 73.8475 },
  { id: 4, name: 'Revolt Service Hub Hinjewadi', address: 'Plot 21, Phase 1, Rajiv Gandhi Infotech Park, Hinjewadi, Pune', city: 'MH-PUN', hub: 'Hinjewadi', phone: '+91 20 4671 3302', lat: 18.5913, lng: 73.7389 },
  { id: 5, name: 'Revolt Service Hub Nagpur', address: '45 West High Court Road, Dharampeth, Nagpur', city: 'MH-NAG', hub: 'Dharampeth', phone: '+91 712 254 1180', lat: 21.1415, lng: 79.065 },
  { id: 6, name: 'Revolt Service Hub Connaught Place', address: 'M-18, Middle Circle, Connaught Place, New Delhi', city: 'DL-NDL', hub: 'Connaught Place', phone: '+91 11 4105 2201', lat: 28.6315, lng: 77.2167 },
  { id: 7, name: 'Revolt Service Hub Lajpat Nagar', address: 'C-32, Ring Road, Lajpat Nagar IV, New Delhi', city: 'DL-SDL', hub: 'Lajpat Nagar', phone: '+91 11 4105 2202', lat: 28.5677, lng: 77.2433 },
  { id: 8, name: 'Revolt Service Hub Rohini', address: 'Plot 9, Pocket C, Sector 7, Rohini, Delhi', city: 'DL-NTH', hub: 'Rohini', phone: '+91 11 4105 2203', lat: 28.7107, lng: 77.1175 },
  { id: 9, name: 'Revolt Service Hub Koramangala', address: '80 Feet Road, 4th Block, Koramangala, Bengaluru', city: 'KA-BLR', hub: 'Koramangala', phone: '+91 80 4718 5501', lat: 12.9352, lng: 77.6245 },
  { id: 10, name: 'Revolt Service Hub Whitefield', address: '17 ITPL Main Road, Brookefield, Whitefield, Bengaluru', city: 'KA-BLR', hub: 'Whitefield', phone: '+91 80 4718 5502', lat: 12.9698, lng: 77.75 },
  { id: 11, name: 'Revolt Service Hub Mysuru', address: '402 Kalidasa Road, Vijayanagar 1st Stage, Mysuru', city: 'KA-MYS', hub: 'Vijayanagar', phone: '+91 821 241 7701', lat: 12.3249, lng: 76.6131 },
  { id: 12, name: 'Revolt Service Hub T. Nagar', address: '28 Usman Road, T. Nagar, Chennai', city: 'TN-CHE', hub: 'T. Nagar', phone: '+91 44 4350 6601', lat: 13.0418, lng: 80.2341 },
  { id: 13, name: 'Revolt Service Hub Velachery', address: '114 Velachery Main Road, Velachery, Chennai', city: 'TN-CHE', hub: 'Velachery', phone: '+91 44 4350 6602', lat: 12.9815, lng: 80.218 },
  { id: 14, name: 'Revolt Service Hub Coimbatore', address: '55 Cross Cut Road, Gandhipuram, Coimbatore', city: 'TN-CBE', hub: 'Gandhipuram', phone: '+91 422 435 8801', lat: 11.0183, lng: 76.9725 },
  { id: 15, name: 'Revolt Service Hub Madhapur', address: 'Plot 36, Hitech City Road, Madhapur, Hyderabad', city: 'TG-HYD', hub: 'Madhapur', phone: '+91 40 4855 9901', lat: 17.4483, lng: 78.3915 },
  { id: 16, name: 'Revolt Service Hub Secunderabad', address: '9-1-87 Sarojini Devi Road, Secunderabad', city: 'TG-HYD', hub: 'Secunderabad', phone: '+91 40 4855 9902', lat: 17.4399, lng: 78.4983 },
  { id: 17, name: 'Revolt Service Hub Navrangpura', address: 'Ground Floor, Shivalik Plaza, C.G. Road, Navrangpura, Ahmedabad', city: 'GJ-AMD', hub: 'Navrangpura', phone: '+91 79 4032 1101', lat: 23.0365, lng: 72.5611 },
  { id: 18, name: 'Revolt Service Hub Surat', address: '6 L.P. Savani Road, Adajan, Surat', city: 'GJ-SUR', hub: 'Adajan', phone: '+91 261 272 3301', lat: 21.1959, lng: 72.7933 },
  { id: 19, name: 'Revolt Service Hub Jaipur', address: '3 Jawahar Lal Nehru Marg, Malviya Nagar, Jaipur', city: 'RJ-JAI', hub: 'Malviya Nagar', phone: '+91 141 402 5501', lat: 26.8549, lng: 75.8243 },
  { id: 20, name: 'Revolt Service Hub Lucknow', address: 'TC-22, Vibhuti Khand, Gomti Nagar, Lucknow', city: 'UP-LKO', hub: 'Gomti Nagar', phone: '+91 522 404 7701', lat: 26.85, lng: 81.0036 },
  { id: 21, name: 'Revolt Service Hub Noida', address: 'A-41, Sector 62, Noida', city: 'UP-NOI', hub: 'Sector 62', phone: '+91 120 428 6601', lat: 28.627, lng: 77.365 },
  { id: 22, name: 'Revolt Service Hub Gurugram', address: 'SCO 12, Sohna Road, Sector 48, Gurugram', city: 'HR-GGN', hub: 'Sohna Road', phone: '+91 124 491 3301', lat: 28.4089, lng: 77.0418 },
  { id: 23, name: 'Revolt Service Hub Ludhiana', address: '176 Ferozepur Road, Sarabha Nagar, Ludhiana', city: 'PB-LDH', hub: 'Sarabha Nagar', phone: '+91 161 501 2201', lat: 30.8936, lng: 75.8252 },
  { id: 24, name: 'Revolt Service Hub Salt Lake', address: 'DN-18, Sector V, Salt Lake, Kolkata', city: 'WB-KOL', hub: 'Salt Lake', phone: '+91 33 4060 8801', lat: 22.5867, lng: 88.4171 },
  { id: 25, name: 'Revolt Service Hub Edappally', address: 'NH 66 Bypass, near Lulu Mall, Edappally, Kochi', city: 'KL-KOC', hub: 'Edappally', phone: '+91 484 403 9901', lat: 10.0261, lng: 76.3125 },
  { id: 26, name: 'Revolt Service Hub Indore', address: '8 Scheme 54, A.B. Road, Vijay Nagar, Indore', city: 'MP-IDR', hub: 'Vijay Nagar', phone: '+91 731 404 1101', lat: 22.7533, lng: 75.8937 },
  { id: 27, name: 'Revolt Service Hub Patna', address: 'Main Road, Kankarbagh Colony, Patna', city: 'BR-PAT', hub: 'Kankarbagh', phone: '+91 612 235 6601', lat: 25.5941, lng: 85.1636 },
  { id: 28, name: 'Revolt Service Hub Bhubaneswar', address: 'Plot 210, KIIT Road, Patia, Bhubaneswar', city: 'OD-BBS', hub: 'Patia', phone: '+91 674 297 3301', lat: 20.3535, lng: 85.8192 },
];

function hubId(cityId: string, index: number): string {
  return `${cityId}-${String(index + 1).padStart(2, '0')}`;
}

function flatten() {
  const states = STATES.map(({ id, name, region, upgrade }) => ({ id, name, region, upgrade_offered: upgrade }));
  const cities = STATES.flatMap((s) => s.cities.map((c) => ({ id: c.id, state_id: s.id, name: c.name })));
  const hubs = STATES.flatMap((s) =>
    s.cities.flatMap((c) => c.hubs.map(([name, pincode], i) => ({ id: hubId(c.id, i), city_id: c.id, name, pincode }))),
  );
  const centres = SERVICE_CENTRES.map(({ city, hub, ...centre }) => {
    const owner = hubs.find((h) => h.city_id === city && h.name === hub);
    if (!owner) throw new Error(`Service centre ${centre.id}: no hub "${hub}" in ${city}`);
    return { ...centre, state_id: city.slice(0, 2), city_id: city, pincode: owner.pincode };
  });
  return { states, cities, hubs, centres };
}

/** Upserts all reference rows in one transaction (a few statements, whatever the row count). */
export async function seedReference(db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> }): Promise<void> {
  const { states, cities, hubs, centres } = flatten();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO states (id, name, region, upgrade_offered)
       SELECT id, name, region, upgrade_offered
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, name text, region text, upgrade_offered boolean)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, region = EXCLUDED.region, upgrade_offered = EXCLUDED.upgrade_offered`,
      [JSON.stringify(states)],
    );
    await tx.query(
      `INSERT INTO cities (id, state_id, name)
       SELECT id, state_id, name FROM jsonb_to_recordset($1::jsonb) AS x(id text, state_id text, name text)
       ON CONFLICT (id) DO UPDATE SET state_id = EXCLUDED.state_id, name = EXCLUDED.name`,
      [JSON.stringify(cities)],
    );
    await tx.query(
      `INSERT INTO hubs (id, city_id, name, pincode)
       SELECT id, city_id, name, pincode FROM jsonb_to_recordset($1::jsonb) AS x(id text, city_id text, name text, pincode text)
       ON CONFLICT (id) DO UPDATE SET city_id = EXCLUDED.city_id, name = EXCLUDED.name, pincode = EXCLUDED.pincode`,
      [JSON.stringify(hubs)],
    );
    await tx.query(
      `INSERT INTO service_centres (id, name, address, state_id, city_id, pincode, phone, lat, lng)
       SELECT id, name, address, state_id, city_id, pincode, phone, lat, lng
       FROM jsonb_to_recordset($1::jsonb)
         AS x(id integer, name text, address text, state_id text, city_id text, pincode text, phone text, lat double precision, lng double precision)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, address = EXCLUDED.address, state_id = EXCLUDED.state_id,
         city_id = EXCLUDED.city_id, pincode = EXCLUDED.pincode, phone = EXCLUDED.phone, lat = EXCLUDED.lat, lng = EXCLUDED.lng`,
      [JSON.stringify(centres)],
    );
  });
}
