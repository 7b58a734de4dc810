import { describe, expect, it } from 'vitest';
import { ACCESS_MSG } from '@vitrine/domain/access/access-messages';
import { MODULOS } from '@vitrine/domain/access/modules';
import { assertModulePage, moduleOfPath } from './module-gate.server';

describe('module-gated pages (spec §6 modulos)', () => {
  it('maps a page to its module, data requests included', () => {
    expect(moduleOfPath('/horta-viva/faturas')).toBe(MODULOS.FATURAS);
    expect(moduleOfPath('/horta-viva/faturas.data')).toBe(MODULOS.FATURAS);
    expect(moduleOfPath('/horta-viva/pedidos/12')).toBe(MODULOS.PEDIDOS);
    expect(moduleOfPath('/horta-viva/produtos')).toBeNull();
    expect(moduleOfPath('/horta-viva')).toBeNull();
  });

  it('answers 404 for a module the supplier leaves out, and nothing where it is offered', async () => {
    expect(() => assertModulePage(['Todos'], '/x/faturas')).not.toThrow();
    expect(() => assertModulePage(['PEDIDOS'], '/x/pedidos')).not.toThrow();
    let thrown: unknown;
    try {
      assertModulePage(['PEDIDOS'], '/x/faturas');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(await (thrown as Response).text()).toBe(ACCESS_MSG.moduleUnavailable);
  });
});
