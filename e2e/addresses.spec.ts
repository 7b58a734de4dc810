import type { Page, Request } from '@playwright/test';
import { DEMO, expect, loginThroughModal, test } from './support';

/**
 * Issue 9 §2: a new address created in a real Chromium with the CEP autocomplete and the map.
 * The tile server cannot be reached from CI, so the map's tiles are served by the test (one
 * grey PNG) for the journey with a map, and refused for the journey without one. The CEP and
 * geocoding answers come from the API's offline sandbox (CEP coordinates when no geocoder).
 */
test.describe.configure({ mode: 'serial' });

// A 1×1 grey PNG.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN4+P/ffwAJYgPZmUsa4QAAAABJRU5ErkJggg==',
  'base64',
);

async function addressBook(page: Page, tiles: 'served' | 'refused') {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    tiles === 'served'
      ? route.fulfill({ status: 200, contentType: 'image/png', body: TILE })
      : route.abort('internetdisconnected'),
  );
  await page.goto(`/${DEMO.serraVerde.slug}/enderecos`);
  await loginThroughModal(page, DEMO.serraVerde.login, DEMO.serraVerde.senha);
  await expect(page.getByRole('heading', { name: 'Meus endereços' })).toBeVisible();
}

const isCreate = (r: Request) => r.url().endsWith('/api/addresses.create') && r.method() === 'POST';

test('a new address: the CEP fills the street, the pin follows it and is dragged, coords are saved', async ({
  page,
}) => {
  await addressBook(page, 'served');
  await page.getByRole('button', { name: 'Novo endereço' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo endereço' });
  await dialog.getByLabel('CEP').pressSequentially('04538133');
  await expect(dialog.getByLabel('CEP')).toHaveValue('04538-133');
  await expect(dialog.getByLabel('Rua')).toHaveValue('Avenida Brigadeiro Faria Lima');
  await expect(dialog.getByLabel('Bairro')).toHaveValue('Itaim Bibi');
  await expect(dialog.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(dialog.getByLabel('UF')).toHaveValue('SP');
  await expect(dialog.getByLabel('Número')).toBeFocused();
  // The pin follows the address once its number is typed (a debounced lookup): drag it after
  // that lookup has answered, as a buyer who sees the pin settle would.
  const located = page.waitForResponse((r) => r.url().includes('/api/addresses.geocode'));
  await page.keyboard.type('3477');
  await dialog.getByLabel('Apelido (ex.: Casa, Loja)').fill('Escritório Faria Lima');
  await located;

  const pin = dialog.locator('.vitrine-map-pin');
  await expect(pin).toBeVisible();
  await expect(dialog.getByText('Localizando endereço…')).toBeHidden({ timeout: 15_000 });
  const box = (await pin.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height + 30, { steps: 8 });
  await page.mouse.up();

  const created = page.waitForRequest(isCreate);
  await dialog.getByRole('button', { name: 'Salvar endereço' }).click();
  const body = (await created).postDataJSON().body;
  expect(body).toMatchObject({
    cep: '04538133',
    numero: '3477',
    rua: 'Avenida Brigadeiro Faria Lima',
  });
  // Dragged east and south of the CEP's point (-23.5868, -46.6816).
  expect(body.coords.lng).toBeGreaterThan(-46.6816);
  expect(body.coords.lat).toBeLessThan(-23.5868);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Escritório Faria Lima')).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Avenida Brigadeiro Faria Lima, 3477 - Itaim Bibi, São Paulo/SP' }),
  ).toBeVisible();
});

test('without tiles the form says so and still saves; an unknown CEP is named under its field', async ({
  page,
}) => {
  await addressBook(page, 'refused');
  await page.getByRole('button', { name: 'Novo endereço' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo endereço' });
  await dialog.getByLabel('CEP').pressSequentially('13083970');
  await expect(dialog.getByText('CEP não encontrado')).toBeVisible();

  await dialog.getByLabel('CEP').fill('');
  await dialog.getByLabel('CEP').pressSequentially('22021001');
  await expect(dialog.getByLabel('Rua')).toHaveValue('Avenida Atlântica');
  await page.keyboard.type('1702');
  await expect(
    dialog.getByText('Não foi possível carregar o mapa. Você pode salvar o endereço mesmo assim.'),
  ).toBeVisible();
  const created = page.waitForRequest(isCreate);
  await dialog.getByRole('button', { name: 'Salvar endereço' }).click();
  expect((await created).postDataJSON().body).toMatchObject({ cep: '22021001', uf: 'RJ' });
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: 'Avenida Atlântica, 1702' });
  await expect(card).toBeVisible();

  // Delete, confirmed in place.
  await card.getByRole('button', { name: /Excluir/ }).click();
  await card.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(card).toBeHidden();
});
