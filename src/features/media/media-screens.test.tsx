import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MEDIA_FIELD, MEDIA_SLOT_LABELS, MEDIA_UPLOAD_PATH, mediaMessages as m } from '@contract/media-rules';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { addMockMedia, lastMediaUpload, mockMedia } from '../../../tests/mocks/handlers/media';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { MediaListScreen } from './media-list-screen';

const admin = { userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ token: 'token-admin', isAdmin: true, user_type: 'admin' }) } };
const jpeg = (name = 'rv400-red.jpg', type = 'image/jpeg') => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type });

function renderScreen() {
  return renderWithProviders(<MediaListScreen />, { route: '/medialist', preloadedState: admin });
}

async function chooseModel(user: ReturnType<typeof renderScreen>['user'], name = 'RV400') {
  await user.selectOptions(screen.getByLabelText(/^Model/), name);
}

describe('/medialist (admins)', () => {
  it('uploads a photograph as a multipart form with the fields and the file, says so and lists it', async () => {
    const { user } = renderScreen();
    await chooseModel(user);
    expect(await screen.findByText('No photographs of the RV400 yet: every slot shows the studio render.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Colour'), 'Rebel Red');
    await user.selectOptions(screen.getByLabelText(/^Slot/), MEDIA_SLOT_LABELS.hero);
    await user.type(screen.getByLabelText(/^Description/), 'The RV400 in Rebel Red on a city street at dusk');
    await user.upload(screen.getByLabelText(/^Photograph\b(?!s)/), jpeg());
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText(m.uploaded)).toBeInTheDocument();
    const sent = lastMediaUpload();
    expect(sent?.fields).toEqual({ model: 'rv400', colour: 'Rebel Red', slot: 'hero', alt: 'The RV400 in Rebel Red on a city street at dusk' });
    expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.file?.type).toBe('image/jpeg');
    expect([...new Uint8Array((await sent?.file?.arrayBuffer()) ?? new ArrayBuffer(0))]).toEqual([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect(mockMedia()).toHaveLength(1);

    const table = await screen.findByRole('region', { name: 'RV400: photographs by colour and slot' });
    const row = await within(table).findByRole('row', { name: /The RV400 in Rebel Red on a city street at dusk/ });
    expect(within(row).getByText('Rebel Red')).toBeInTheDocument();
    expect(within(row).getByText(MEDIA_SLOT_LABELS.hero)).toBeInTheDocument();
    // The thumbnail is the 480 px file, AVIF first.
    expect(row.querySelector('img')?.getAttribute('src')).toBe(`/media/${mockMedia()[0]?.id}/480.webp`);
    expect(row.querySelector('source')?.getAttribute('srcset')).toBe(`/media/${mockMedia()[0]?.id}/480.avif`);
    // The words and the file are cleared for the next photograph; the model stays.
    expect(screen.getByLabelText(/^Description/)).toHaveValue('');
    expect(screen.getByLabelText(/^Model/)).toHaveValue('rv400');
  });

  it('checks the form with the contract’s messages before sending anything', async () => {
    const { user } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(m.model)).toBeInTheDocument();
    expect(screen.getByText(m.alt)).toBeInTheDocument();
    expect(screen.getByText(m.photo)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Model/)).toHaveFocus();

    await chooseModel(user);
    await user.type(screen.getByLabelText(/^Description/), 'A close-up');
    fireEvent.change(screen.getByLabelText(/^Photograph\b(?!s)/), { target: { files: [jpeg('notes.pdf', 'application/pdf')] } });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(m.photoType)).toBeInTheDocument();
    expect(lastMediaUpload()).toBeNull();
  });

  it('shows the server’s field errors and keeps the values', async () => {
    server.use(
      http.post(MEDIA_UPLOAD_PATH, () =>
        HttpResponse.json({ message: `${MEDIA_FIELD}: ${m.photoSmall}`, errors: [{ field: MEDIA_FIELD, message: m.photoSmall }, { field: 'alt', message: m.alt }] }, { status: 400 }),
      ),
    );
    const { user } = renderScreen();
    await chooseModel(user);
    await user.selectOptions(screen.getByLabelText('Colour'), 'Mist Grey');
    await user.selectOptions(screen.getByLabelText(/^Slot/), MEDIA_SLOT_LABELS.scene);
    await user.type(screen.getByLabelText(/^Description/), 'Riding by the sea');
    await user.upload(screen.getByLabelText(/^Photograph\b(?!s)/), jpeg('tiny.jpg'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText(m.photoSmall)).toBeInTheDocument();
    expect(screen.getByText(m.alt)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Description/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(m.uploaded)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Model/)).toHaveValue('rv400');
    expect(screen.getByLabelText('Colour')).toHaveValue('Mist Grey');
    expect(screen.getByLabelText(/^Slot/)).toHaveValue('scene');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Riding by the sea');
    expect((screen.getByLabelText(/^Photograph\b(?!s)/) as HTMLInputElement).files?.[0]?.name).toBe('tiny.jpg');
  });

  it('removes a photograph only after the confirmation', async () => {
    addMockMedia({ model: 'rv400', colour: '', slot: 'side', alt: 'The RV400 from the side' });
    const { user } = renderScreen();
    await chooseModel(user);
    const row = await screen.findByRole('row', { name: /The RV400 from the side/ });
    expect(within(row).getByText('Every colour')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /Remove/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove this photograph?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockMedia()).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: /Remove/ }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this photograph?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(m.removed)).toBeInTheDocument();
    expect(mockMedia()).toHaveLength(0);
    expect(await screen.findByText('No photographs of the RV400 yet: every slot shows the studio render.')).toBeInTheDocument();
  });

  it('says when the list cannot load and tries again', async () => {
    let fail = true;
    server.use(http.get('/api/v1/media', () => (fail ? HttpResponse.json({ message: 'The media store is down.' }, { status: 400 }) : undefined)));
    addMockMedia({ model: 'rv400', alt: 'The RV400 at the coast' });
    const { user } = renderScreen();
    await chooseModel(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the photographs.');
    expect(alert).toHaveTextContent('The media store is down.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /The RV400 at the coast/ })).toBeInTheDocument();
  });
});
