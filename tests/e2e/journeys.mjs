// The journeys a person makes. Each gets a fresh browser context; assertions throw.
// Other journey files sit beside this one as journeys-<area>.mjs; run.mjs runs them all.
import assert from 'node:assert/strict';
import { randomMobile, axe, cancelBookingInUi, open, signIn, signOutFromMenu, overflow, settle, fillLongestOptions } from './helpers.mjs';

export const journeys = {
  async 'register with the OTP sent to the mobile, add e-mail, place and a password in the profile, sign out, sign in with it and see it kept after reload'({ page, otpFor }) {
    const mobile = randomMobile();
    await open(page, '/register');
    await page.getByLabel(/Mobile number/).fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel(/^Code/).fill(await otpFor(mobile));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/Full name/).fill('Meera Iyer');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/userdashboard');

    await open(page, '/profile');
    await page.getByLabel(/Full name/).waitFor();
    assert.equal(await page.getByLabel(/Full name/).inputValue(), 'Meera Iyer');
    await page.getByLabel(/E-mail/).fill(`meera.${mobile}@example.com`);
    await page.getByLabel(/^State/).selectOption({ label: 'Maharashtra' });
    await page.getByLabel(/^City/).selectOption({ label: 'Pune' });
    await page.getByLabel(/Nearest area/).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile has been saved.').waitFor();
    const setPassword = page.getByRole('form', { name: 'Set a password' });
    await setPassword.getByLabel(/^New password/).fill('Ride@2026!');
    await setPassword.getByLabel(/Confirm new password/).fill('Ride@2026!');
    await setPassword.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('heading', { name: 'Change password' }).waitFor();

    await signOutFromMenu(page);
    await page.waitForURL('**/signin');
    await signIn(page, mobile, 'Ride@2026!');
    // Signed out on the profile, the sign-in page was asked for it: it returns there (journeys-owner-home.mjs covers
    // the dashboard a customer lands on when no page asked).
    await page.waitForURL('**/profile');

    const name = page.getByLabel(/Full name/);
    await name.fill('Meera Iyer Rao');
    await page.getByLabel(/^Pincode/).fill('411038');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile has been saved.').waitFor();
    await page.reload();
    await page.getByLabel(/Full name/).waitFor();
    assert.equal(await page.getByLabel(/Full name/).inputValue(), 'Meera Iyer Rao');
    assert.equal(await page.getByLabel(/^Pincode/).inputValue(), '411038');
    assert.equal(await page.getByLabel(/E-mail/).inputValue(), `meera.${mobile}@example.com`);
  },

  async 'a signed-out visit to /profile goes to /signin and comes back after sign-in'({ page }) {
    await open(page, '/profile');
    await page.waitForURL(/\/signin\?redirect=%2Fprofile$/);
    await signIn(page, '9000000003', 'Customer@12345');
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
  },

  async 'a wrong password shows the message and keeps the form'({ page }) {
    await open(page, '/signin');
    await signIn(page, '9000000003', 'Not-the-password1');
    await page.getByText('Password Entered is incorrect, please check and retry again.').waitFor();
    assert.equal(await page.getByLabel(/Mobile number/).inputValue(), '9000000003');
  },

  async 'an unknown path shows the not-found screen and answers 404'({ page, base }) {
    const res = await fetch(`${base}/no-such-page/here`);
    assert.equal(res.status, 404);
    const response = await page.goto('/no-such-page/here');
    assert.equal(response.status(), 404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    assert.match(await page.title(), /^Page not found/);
    const api404 = await fetch(`${base}/api/v1/nothing`);
    assert.equal(api404.status, 404);
  },

  async 'a route change scrolls to the top and changes the head tags'({ page }) {
    await open(page, '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const homeTitle = await page.title();
    const homeCanonical = await page.locator('link[rel=canonical]').getAttribute('href');
    assert.equal(await page.locator('link[rel=canonical]').count(), 1, 'one canonical link after hydration');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    assert.ok((await page.evaluate(() => window.scrollY)) > 0, 'page scrolled');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/signin');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    assert.notEqual(await page.title(), homeTitle);
    assert.match(await page.title(), /^Sign in/);
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
    assert.notEqual(canonical, homeCanonical);
    assert.match(canonical, /\/signin$/);
    assert.equal(await page.locator('link[rel=canonical]').count(), 1);
    assert.equal(await page.locator('meta[name=description]').count(), 1);
  },

  async 'the home page arrives prerendered and the menu closes on navigation'({ page, base }) {
    const html = await (await fetch(`${base}/`)).text();
    assert.match(html, /<title>[^<]*Revolt/);
    assert.match(html, /data-prerendered="\/"/);
    assert.match(html, /<link rel="canonical"/);
    const robots = await fetch(`${base}/robots.txt`);
    assert.match(await robots.text(), /Sitemap:/);
    await open(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    // The drawer: its close button has the focus, the page behind is inert, Escape closes it.
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Close'));
    assert.equal(await page.locator('#main').getAttribute('inert'), '');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.getElementById('main')?.hasAttribute('inert'));
    await toggle.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/signin');
    // The menu closes in an effect of the route change: wait for it rather than read it at once.
    const closed = page.getByRole('button', { name: 'Menu', exact: true, expanded: false });
    await closed.waitFor();
    assert.equal(await closed.getAttribute('aria-expanded'), 'false');
  },

  async 'roles: the admin sees the user list, a customer is not allowed'({ page }) {
    await open(page, '/signin?redirect=%2Fuserlist');
    await signIn(page, '9000000003', 'Customer@12345');
    await page.waitForURL('**/userlist');
    await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    assert.match(await page.title(), /^Not allowed/);
    await signOutFromMenu(page);
    await page.waitForURL(/\/signin(\?|$)/);
    await open(page, '/signin?redirect=%2Fuserlist');
    await signIn(page, '9000000001', 'Admin@12345');
    await page.waitForURL('**/userlist');
    await page.getByRole('cell', { name: '9000000003' }).waitFor();
  },

  async 'blog: open an article from /blog, follow a category, follow an Also Read link'({ page }) {
    await open(page, '/blog');
    const first = page.getByRole('article').first().getByRole('link');
    const title = await first.textContent();
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    assert.match(await page.title(), new RegExp(`^${title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    const crumbs = await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allTextContents();
    assert.deepEqual(crumbs.slice(0, 2), ['Home', 'Blog']);
    await page.getByRole('region', { name: 'Categories' }).getByRole('link', { name: 'EV Maintenance Tips' }).click();
    await page.waitForURL('**/blog/ev-maintenance-tips');
    await page.getByRole('heading', { level: 1, name: 'EV Maintenance Tips' }).waitFor();
    await page.getByRole('article').first().getByRole('link').click();
    const alsoRead = page.getByRole('region', { name: 'Also read' }).getByRole('link').first();
    const next = await alsoRead.textContent();
    await alsoRead.click();
    await page.getByRole('heading', { level: 1, name: next }).waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 0);
  },

  async 'blog: an article arrives as finished HTML without JavaScript'({ base }) {
    const res = await fetch(`${base}/blog/how-to-charge-an-electric-bike`);
    assert.equal(res.status, 200);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    assert.match(head, /<title>How to Charge an Electric Bike[^<]*<\/title>/);
    assert.match(head, /<meta name="description" content="[^"]{100,}"/);
    assert.match(head, new RegExp(`<link rel="canonical" href="${base}/blog/how-to-charge-an-electric-bike"`));
    assert.match(head, new RegExp(`<meta property="og:image" content="${base}/images/blog/how-to-charge-an-electric-bike-og.png"`));
    assert.match(head, /<meta property="og:type" content="article"/);
    assert.match(head, /<meta property="article:published_time" content="2025-05-01"/);
    assert.match(html, /"@type":"BlogPosting"/);
    assert.match(html, /<h2 id="[a-z0-9-]+">/);
    const og = await fetch(`${base}/images/blog/how-to-charge-an-electric-bike-og.png`);
    assert.equal(og.headers.get('content-type'), 'image/png');
    assert.equal((await fetch(`${base}/blog/not-a-real-article`)).status, 404);
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    assert.match(sitemap, /\/blog\/how-to-charge-an-electric-bike<\/loc><lastmod>2025-05-01</);
    const feed = await (await fetch(`${base}/blog/feed.xml`)).text();
    assert.match(feed, /<rss version="2.0"/);
  },

  async 'catalogue: home to a bike page, pick a colour, pricing, compare'({ page }) {
    await open(page, '/');
    await page.getByRole('link', { name: 'Explore the bikes' }).click();
    await page.waitForURL('**/electric-bike');
    await page.locator('#main').getByRole('link', { name: 'RV400', exact: true }).click();
    await page.waitForURL('**/rv400');
    await page.getByRole('heading', { level: 1, name: 'RV400' }).waitFor();
    await page.getByRole('radio', { name: 'Pacific Blue' }).check();
    assert.equal(await page.getByRole('img', { name: /electric motorcycle in Pacific Blue/ }).getAttribute('src'), '/images/bikes/rv400-pacific-blue-800.webp');
    const img = await fetch(new URL('/images/bikes/rv400-pacific-blue-800.webp', page.url()));
    assert.equal(img.status, 200);
    await page.getByRole('link', { name: 'Configure yours' }).click();
    await page.waitForURL('**/product/rv400');
    await page.getByRole('radio', { name: 'Mist Grey' }).check();
    await page.getByText('Mist Grey is available for the RV400.').waitFor();
    assert.match(await page.locator('.model-hero__price').textContent(), /₹1,44,990/);
    await page.getByRole('link', { name: 'On-road price and EMI' }).click();
    await page.waitForURL('**/product-pricing/rv400');
    await page.getByRole('heading', { level: 1, name: 'RV400 price' }).waitFor();
    const onRoad = page.locator('.pricing-table tfoot td');
    const delhi = await onRoad.textContent();
    await page.getByLabel(/State of registration/).selectOption({ label: 'Gujarat' });
    await page.getByRole('row', { name: /Road tax \(5%\)/ }).waitFor();
    assert.notEqual(await onRoad.textContent(), delhi);
    const emi = page.locator('.savings-figures .is-main dd').last();
    assert.match(await emi.textContent(), /^₹[\d,]+ a month$/);
    const before = await emi.textContent();
    await page.getByLabel('Tenure').selectOption('12');
    assert.notEqual(await emi.textContent(), before);
    await page.locator('#main').getByRole('link', { name: 'Compare models' }).click();
    await page.waitForURL(/\/comparison\?models=rv400/);
    await page.getByRole('heading', { level: 1, name: 'Compare models' }).waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    assert.ok(headers.includes('RV400'), headers.join('|'));
    // The URL drives the selection and router updates are transitions: click, then wait for the column.
    await page.getByRole('checkbox', { name: 'RV BlazeX' }).click();
    await page.getByRole('columnheader', { name: 'RV BlazeX' }).waitFor();
    assert.equal((await page.getByRole('columnheader').allTextContents()).length, 4);
  },

  async 'savings calculator recalculates on input'({ page }) {
    await open(page, '/savings');
    const yearly = page.locator('.savings-figures .is-main dd');
    assert.equal(await yearly.textContent(), '₹26,544');
    await page.getByLabel(/Distance you ride a day/).fill('25');
    assert.equal(await yearly.textContent(), '₹13,272');
    await page.getByLabel(/Electric model/).selectOption({ label: 'RV1' });
    assert.notEqual(await yearly.textContent(), '₹13,272');
  },

  async 'careers: apply with a CV, then the admin sees the application and downloads the CV'({ page, axeSource }) {
    const mobile = randomMobile();
    const email = `kavya.${mobile}@example.com`;
    await open(page, '/career-with-us');
    await page.getByRole('heading', { level: 1, name: 'Careers at Revolt' }).waitFor();
    await page.getByLabel('Department').selectOption('Engineering');
    await page.waitForURL(/department=Engineering/);
    // The filtered list replaces the full one once it arrives; its count says "... these filters".
    await page.getByText(/match(es)? these filters/).waitFor();
    // Title and address read together: the list may still re-render between two separate reads.
    const opening = page.locator('.job-card').first().getByRole('link');
    const { title, href } = await opening.evaluate((a) => ({ title: a.textContent.trim(), href: a.getAttribute('href') }));
    await open(page, href);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await axe(page, axeSource, 'job page');
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Attach your CV as a PDF or Word (.docx) file.').waitFor();
    await page.getByLabel(/^Full name/).fill('Kavya Reddy');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Mobile number/).fill(mobile);
    await page.getByLabel(/^City/).fill('Hyderabad');
    await page.getByLabel(/^Years of experience/).fill('4');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await page.getByLabel(/^CV/).setInputFiles({ name: 'kavya-reddy-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByLabel(/I agree to Revolt keeping my application/).check();
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.waitForURL('**/career-thankyou');
    await page.getByRole('heading', { level: 1, name: 'Thank you, Kavya' }).waitFor();
    assert.match(await page.locator('main').textContent(), new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    await open(page, '/signin?redirect=%2Fapplicant-details');
    await signIn(page, '9000000001', 'Admin@12345');
    await page.waitForURL('**/applicant-details');
    await page.getByLabel('Search by name, e-mail or mobile').fill(email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await row.waitFor();
    assert.match(await row.textContent(), new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /Download CV of Kavya Reddy/ }).click()]);
    assert.equal(download.suggestedFilename(), 'kavya-reddy-cv.pdf');
    // Check the page at rest, not the clicked button halfway through its hover transition.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    await axe(page, axeSource, '/applicant-details');
  },

  async 'test ride: book a slot at a hub and get a reference'({ page, axeSource }) {
    const mobile = randomMobile();
    await open(page, '/test-ride?model=rv400');
    await page.getByRole('heading', { level: 1, name: 'Book a free test ride' }).waitFor();
    // ?model= is applied after hydration (the prerendered page has no query string).
    await page.locator('input[name="model"][value="rv400"]:checked').waitFor({ state: 'attached' });
    await page.getByLabel(/^Full name/).fill('Arjun Menon');
    await page.getByLabel(/^Mobile number/).fill(mobile);
    await page.getByLabel(/^E-mail/).fill(`arjun.${mobile}@example.com`);
    await page.getByLabel(/^State/).selectOption({ label: 'Maharashtra' });
    await page.getByLabel(/^City/).selectOption({ label: 'Pune' });
    await page.getByLabel(/^Nearest area/).selectOption({ index: 1 });
    const hub = page.getByLabel(/^Hub/);
    await hub.selectOption({ index: 1 });
    await page.locator('input[name="preferred_date"][min]').waitFor({ state: 'attached' });
    const min = await page.getByLabel(/^Preferred date/).getAttribute('min');
    await page.getByLabel(/^Preferred date/).fill(min);
    // The whole option card is the click target (its label covers the radio).
    await page.getByText('2 pm – 4 pm', { exact: true }).click();
    assert.equal(await page.getByRole('radio', { name: /^2 pm – 4 pm/ }).isChecked(), true);
    await axe(page, axeSource, '/test-ride filled');
    await page.getByRole('button', { name: 'Book my test ride' }).click();
    await page.waitForURL(/\/thankyouride\/\d+$/);
    await page.getByText(/TR-\d{6}/).first().waitFor();
  },

  async 'portal: the demo customer sees a paid booking with its timeline, cancels it with a reason and sees the refund'({ page, axeSource }) {
    await open(page, '/signin?redirect=%2Fuserbooking');
    await signIn(page, '9000000003', 'Customer@12345');
    await page.waitForURL('**/userbooking');
    const list = page.getByRole('list', { name: 'My bookings' });
    await list.waitFor();
    await axe(page, axeSource, '/userbooking');
    // The seeded confirmed booking (the delivered bike cannot be cancelled).
    await page.goto('/cancel-my-revolt/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const choice = page.locator('a[href^="/cancel-my-revolt/"]').first();
    const href = await choice.getAttribute('href');
    const id = href.split('/').pop();
    await open(page, `/booking-detail/${id}`);
    await page.getByRole('list', { name: 'Order timeline' }).waitFor();
    assert.match(await page.getByRole('list', { name: 'Order timeline' }).textContent(), /Payment of ₹499 received/);
    await axe(page, axeSource, '/booking-detail');

    // Change the colour: the detail shows it and the timeline says so.
    await page.getByRole('link', { name: 'Change colour, hub or contact' }).click();
    await page.waitForURL(`**/editbooking/${id}`);
    await page.getByRole('heading', { level: 1, name: /Change your booking/ }).waitFor();
    const other = page.locator('form[aria-label="Change your booking"] input[type="radio"]:not(:checked)').first();
    const newColour = await other.getAttribute('value');
    await other.check({ force: true });
    await axe(page, axeSource, '/editbooking');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`**/booking-detail/${id}`);
    await page.getByRole('list', { name: 'Order timeline' }).getByText(new RegExp(`colour to ${newColour}`)).waitFor();

    await cancelBookingInUi(page, id);
    await page.getByRole('heading', { level: 1, name: /^Your booking BK-\d{6} is cancelled$/ }).waitFor();
    const refund = page.getByRole('region', { name: 'Your refund' });
    await refund.waitFor();
    assert.match(await refund.textContent(), /RF-\d{6}/);
    await axe(page, axeSource, '/thankyoucancel');

    // The detail says cancelled, and a moment later (the sandbox's refund timer) refunded, on its timeline too.
    await open(page, `/booking-detail/${id}`);
    const timeline = page.getByRole('list', { name: 'Order timeline' });
    await timeline.getByText(/^Cancelled: Bought another bike/).waitFor();
    const badge = page.locator('main .order-badge').first();
    for (let tries = 0; tries < 15 && (await badge.textContent()) !== 'Refunded'; tries += 1) {
      await page.waitForTimeout(1000);
      await open(page, `/booking-detail/${id}`);
      await timeline.waitFor();
    }
    assert.equal(await badge.textContent(), 'Refunded');
    assert.match(await timeline.textContent(), /refund/i);
  },

  async 'booking: Book now from a model page, reserve, a declined payment, then pay and see it confirmed, then find it from another browser'({ page, context, base, axeSource, otpFor }) {
    const mobile = randomMobile();
    await open(page, '/');
    await page.locator('.hero').getByRole('link', { name: 'Book now' }).waitFor();
    await open(page, '/rv400');
    await page.getByRole('radio', { name: 'Pacific Blue' }).check();
    await page.locator('#main').getByRole('link', { name: 'Book now' }).click();
    await page.waitForURL(/\/book\?model=rv400&colour=Pacific%20Blue$/);
    await page.getByRole('heading', { level: 1, name: 'Book your Revolt' }).waitFor();
    // The query is applied after hydration (the prerendered page has none).
    await page.locator('input[name="model"][value="rv400"]:checked').waitFor({ state: 'attached' });
    assert.equal(await page.getByRole('radio', { name: 'Pacific Blue' }).isChecked(), true);
    await page.getByLabel(/^Full name/).fill('Farhan Sheikh');
    await page.getByLabel(/^Mobile number/).fill(mobile);
    await page.getByLabel(/^E-mail/).fill(`farhan.${mobile}@example.com`);
    await page.getByLabel(/^State/).selectOption({ label: 'Maharashtra' });
    await page.getByLabel(/^City/).selectOption({ label: 'Pune' });
    await page.getByLabel(/^Nearest area/).selectOption({ index: 1 });
    await page.getByLabel(/^Delivery hub/).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Reserve my bike' }).click();
    await page.getByText('Please accept the booking terms to continue.').waitFor();
    assert.equal(await page.getByLabel(/^Full name/).inputValue(), 'Farhan Sheikh');
    await page.getByLabel(/I accept these booking terms/).check();
    await axe(page, axeSource, '/book filled');
    await page.getByRole('button', { name: 'Reserve my bike' }).click();
    await page.waitForURL(/\/thankyoubooking\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Reserved: pay ₹499 to confirm' }).waitFor();
    const reference = (await page.getByText(/^BK-\d{6}$/).textContent()).trim();
    await axe(page, axeSource, 'booking reserved');

    // The reference API's test gateway: decline first.
    await page.getByRole('link', { name: 'Pay ₹499 now' }).click();
    await page.getByRole('heading', { level: 1, name: /Test payment/ }).waitFor();
    await page.getByText(reference).waitFor();
    await page.getByRole('button', { name: 'Decline payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your payment did not go through' }).waitFor();
    await page.getByRole('button', { name: 'Try the payment again' }).click();
    await page.getByRole('button', { name: 'Pay ₹499' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your RV400 is booked' }).waitFor();
    await page.getByText('Pacific Blue', { exact: false }).first().waitFor();
    assert.equal((await page.getByText(/^BK-\d{6}$/).textContent()).trim(), reference);
    await axe(page, axeSource, 'booking confirmed');

    // A guest on another device: the booking reference and the mobile, then the OTP sent to that mobile.
    const other = await context.browser().newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
    try {
      const guest = await other.newPage();
      await open(guest, '/find-my-booking');
      await guest.getByLabel(/^Booking reference/).fill(reference);
      await guest.getByLabel(/^Mobile number/).fill(mobile);
      await guest.getByRole('button', { name: 'Send OTP' }).click();
      await guest.getByLabel(/^OTP/).waitFor();
      await guest.getByLabel(/^OTP/).fill(await otpFor(mobile));
      await guest.getByRole('button', { name: 'Open my booking' }).click();
      await guest.waitForURL(/\/booking-detail\/\d+$/);
      await guest.getByRole('list', { name: 'Order timeline' }).waitFor();
      assert.match(await guest.getByRole('list', { name: 'Order timeline' }).textContent(), /Payment of ₹499 received/);
    } finally {
      await other.close();
    }
  },

  async 'accessibility: no serious or critical axe violations'({ page, axeSource }) {
    for (const path of ['/', '/electric-bike', '/rv400', '/rv400/charging', '/ai-enabled', '/privacy-policy', '/comparison', '/savings', '/product-pricing/rv400', '/book', '/career-with-us', '/test-ride', '/notify-me', '/contact-us', '/locate-dealer', '/blog', '/blog/pm-e-drive-scheme', '/blog/ev-news', '/signin', '/register', '/no-such-page']) {
      await open(page, path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await axe(page, axeSource, path);
    }
    await open(page, '/signin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText(/valid 10-digit Indian mobile/).waitFor();
    await axe(page, axeSource, '/signin with errors');
    await signIn(page, '9000000001', 'Admin@12345');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await open(page, '/profile');
    await page.getByLabel(/Full name/).waitFor();
    await axe(page, axeSource, '/profile');
    await open(page, '/userlist');
    await page.getByRole('cell', { name: '9000000003' }).waitFor();
    await axe(page, axeSource, '/userlist');
  },

  async 'csp: pages, the shell and the API reference send their policies and render without violations'({ page, base }) {
    for (const path of ['/', '/rv400', '/book', '/no-such-page']) {
      const res = await fetch(`${base}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      assert.match(scripts, /^'self'/, `${path}: script-src`);
      assert.doesNotMatch(scripts, /unsafe-inline|unsafe-eval/, `${path}: script-src`);
      assert.match(csp, /frame-ancestors 'none'/, `${path}: frame-ancestors`);
      assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin', path);
      assert.match(res.headers.get('permissions-policy') ?? '', /geolocation=\(self\)/, path);
    }
    const api = await fetch(`${base}/api/v1/products`);
    assert.equal(api.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'");
    // The shell of a route that is not prerendered runs the app under the same policy.
    await open(page, '/profile');
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /Revolt web API/ }).waitFor();
  },

  async 'crawl: every page in the sitemap loads, hydrates and has one title and canonical'({ page, base }) {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    assert.ok(urls.length > 80, `sitemap lists ${urls.length} pages`);
    for (const path of urls) {
      const res = await page.goto(path);
      assert.equal(res.status(), 200, path);
      await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      assert.equal(await page.locator('head title').count(), 1, `${path}: one title`);
      assert.equal(await page.locator('link[rel=canonical]').count(), 1, `${path}: one canonical`);
    }
  },
  async 'phones: no page is wider than 390 px, forms filled with their longest options, back office included'({ page, base }) {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    assert.ok(pages.length > 80, `sitemap lists ${pages.length} pages`);
    const offenders = [];
    const check = async (label) => {
      const extra = await overflow(page);
      if (extra > 0) offenders.push(`${label}: ${390 + extra} px wide`);
    };
    for (const path of pages) {
      await open(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await check(path);
    }
    for (const path of ['/book', '/test-ride', '/rv400/test-ride', '/notify-me', '/contact-us', '/register']) {
      await open(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settle(page);
      await fillLongestOptions(page);
      const chosen = await page.locator('select:visible').evaluateAll((selects) => selects.map((s) => s.selectedOptions[0]?.text ?? '').join(' / '));
      await check(`${path} with the longest options chosen (${chosen})`);
    }
    await open(page, '/signin');
    await signIn(page, '9000000001', 'Admin@12345');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    for (const path of ['/userlist', '/add-job', '/applicant-details']) {
      await open(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settle(page);
      await check(`${path} (admin)`);
    }
    // The runner prints the first lines of an error only: list every offender here.
    for (const offender of offenders) console.log(`    too wide: ${offender}`);
    assert.deepEqual(offenders, [], `pages wider than the 390 px viewport:\n  ${offenders.join('\n  ')}`);
  },
};
