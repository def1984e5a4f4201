import { describe, expect, it } from 'vitest';
import { aadhaarFor } from '../support/aadhaar.ts';
import {
  call,
  createAdmin,
  createPlaces,
  createSeatPlan,
  createShift,
  createStudent,
} from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DESKTOP, PHONE, useBrowser } from '../support/browser.ts';
import { field } from '../support/form.ts';
import { expectNoSidewaysScroll, expectTapTargets } from '../support/phone.ts';

const browser = useBrowser();

describe("a library's public page", () => {
  it('a stranger on a phone sees 6 evening seats free and leaves their number; the owner seats them', async () => {
    const tag = Math.random().toString(36).slice(2, 6);
    const admin = await createAdmin(`Gyan Library ${tag}`);
    await createPlaces(admin, 'E1-E7');
    const evening = await createShift(admin, '16:00', '22:00', 'Evening');
    const meera = await createStudent(admin, 'Meera Joshi');
    await createSeatPlan(admin, { seat: 'E1', studentId: meera.id, shiftId: evening.id });
    const slug = `gyan-${tag}`;
    await call(
      'PUT',
      '/api/public-page/settings',
      { enabled: true, slug, description: 'Quiet AC hall near the metro.', facilities: ['AC', 'Wi-Fi'] },
      admin.session,
    );

    // A stranger, on a phone, without signing in.
    const phone = await browser.newPage(PHONE);
    await phone.goto(`/l/${slug}`);
    await phone.getByRole('heading', { name: `Gyan Library ${tag}` }).waitFor();
    const eveningRow = phone.getByRole('listitem').filter({ hasText: 'Evening' });
    await expect.poll(() => eveningRow.textContent()).toMatch(/6 seats free/);
    await phone.getByText('Wi-Fi').waitFor();
    // Nobody's personal data on the page.
    expect(await phone.locator('body').textContent()).not.toContain('Meera');
    await expectAccessible(phone, 'public page');
    await expectNoSidewaysScroll(phone, 'public page');
    await expectTapTargets(phone, 'public page');
    await field(phone, 'Your name').fill('Rohit Verma');
    await field(phone, 'Mobile number').fill('98111 22244');
    await phone.getByLabel('Preferred shift').selectOption({ label: 'Evening (16:00 - 22:00)' });
    await phone.getByRole('button', { name: 'Send' }).click();
    await phone.getByText('Tick the box so the library may contact you.').waitFor();
    await phone.getByRole('checkbox').check();
    await phone.getByRole('button', { name: 'Send' }).click();
    await phone.getByText('Thank you!').waitFor();

    // The owner sees the enquiry and turns it into a seated student.
    const desk = await browser.signedInPage('admin', admin, '/admin/enquiries', DESKTOP);
    await desk.getByRole('button', { name: 'Convert Rohit Verma into a student' }).click();
    await desk.waitForURL('**/add-student?**');
    expect(await field(desk, 'Name').inputValue()).toBe('Rohit Verma');
    expect(await field(desk, 'Phone').inputValue()).toBe('9811122244');
    await field(desk, 'Email').fill(`rohit.${tag}@mail.test`);
    await field(desk, 'Password').fill('Quiet-Corner-2026');
    await field(desk, 'Course').fill('SSC CGL');
    await field(desk, 'Aadhaar number').fill(aadhaarFor(11));
    await desk.getByRole('button', { name: 'Add Student' }).click();
    await desk.waitForURL('**/admin/memberships?**');
    await expect.poll(() => field(desk, 'Student').first().inputValue()).toMatch(/Rohit Verma/);
    await field(desk, 'Seat number').first().click();
    await desk.getByRole('option', { name: 'E2', exact: true }).click();
    await field(desk, 'Price (₹)').fill('900');
    await desk.getByRole('button', { name: 'Add Plan' }).click();
    await desk.getByRole('row', { name: /E2.*Rohit Verma/ }).waitFor();

    await desk.goto('/admin/enquiries');
    await desk.getByRole('row', { name: /Rohit Verma/ }).waitFor();
    expect(await desk.getByLabel('Status of Rohit Verma').inputValue()).toBe('joined');
  });
  it("in Hindi, the form's refusals from the server are in Hindi too", async () => {
    const tag = Math.random().toString(36).slice(2, 6);
    const admin = await createAdmin(`Vidya Library ${tag}`);
    await createPlaces(admin, 'V1-V3');
    const slug = `vidya-${tag}`;
    await call('PUT', '/api/public-page/settings', { enabled: true, slug, facilities: [] }, admin.session);
    // This number has asked three times this hour already: the next is refused.
    const { form_token } = await call<{ form_token: string }>('GET', `/api/public/libraries/${slug}`);
    for (const name of ['Anil', 'Anil Kumar', 'Anil K']) {
      await call('POST', `/api/public/libraries/${slug}/enquiries`, {
        name,
        phone: '9822200011',
        consent: true,
        form_token,
      });
    }

    const phone = await browser.newPage(PHONE);
    await phone.goto(`/l/${slug}`);
    await phone.getByRole('heading', { name: `Vidya Library ${tag}` }).waitFor();
    await phone.getByRole('button', { name: 'हिन्दी' }).click();
    await field(phone, 'आपका नाम').fill('अनिल कुमार');
    await field(phone, 'मोबाइल नंबर').fill('12345');
    await phone.getByRole('checkbox').check();
    await phone.getByRole('button', { name: 'भेजें' }).click();
    await phone.getByText('सही 10 अंकों का भारतीय मोबाइल नंबर लिखें').waitFor();
    await field(phone, 'मोबाइल नंबर').fill('98222 00011');
    await phone.getByRole('button', { name: 'भेजें' }).click();
    await phone.getByText('इस नंबर से अभी के लिए काफ़ी पूछताछ भेजी जा चुकी है। लाइब्रेरी आपको कॉल करेगी।').waitFor();
    expect(await phone.getByRole('alert').count()).toBe(1);
    await expectAccessible(phone, 'public page in Hindi, refused');
  });
});
