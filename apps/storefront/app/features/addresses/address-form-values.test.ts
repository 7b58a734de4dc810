import { describe, expect, it } from 'vitest';
import { addressFormValues, fieldsFromCep, geocodeQuery } from './address-form-values';
import { completeCep, maskCepInput } from '~/lib/cep-input';

describe('address form logic', () => {
  it('masks the CEP with the mask library and knows when it is complete', () => {
    expect(maskCepInput('01310100')).toBe('01310-100');
    expect(maskCepInput('0131a0-1009')).toBe('01310-100');
    expect(completeCep('01310-10')).toBeNull();
    expect(completeCep('01310-100')).toBe('01310100');
  });

  it('fills only what the CEP knows (a city-wide CEP keeps the typed street)', () => {
    expect(fieldsFromCep({ rua: '', bairro: '', cidade: 'Recife', uf: 'PE' })).toEqual({
      cidade: 'Recife',
      uf: 'PE',
    });
  });

  it('asks the geocoder only with city and UF, trimmed, CEP as 8 digits', () => {
    const v = {
      rua: ' Rua A ',
      numero: '10',
      bairro: '',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '01310-100',
    };
    expect(geocodeQuery(v)).toEqual({
      rua: 'Rua A',
      numero: '10',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '01310100',
    });
    expect(geocodeQuery({ ...v, cidade: '' })).toBeNull();
  });

  it('edits an address with its coordinates as coords and the CEP masked', () => {
    const values = addressFormValues({
      idendereco: 1,
      rua: 'Rua A',
      numero: '1',
      bairro: 'B',
      cidade: 'C',
      uf: 'SP',
      cep: '01310100',
      complemento: null,
      pais: 'Brasil',
      textoendereco: '',
      lat: -23.5,
      lng: -46.6,
      cod_erp: null,
      apelido: null,
      pontoref: null,
      primario: true,
    });
    expect(values).toMatchObject({
      cep: '01310-100',
      coords: { lat: -23.5, lng: -46.6 },
      complemento: '',
    });
  });
});
