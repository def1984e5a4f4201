import { ZInstituteRequest, ZPlacesBulkRequest, ZStaffForm } from '@studydesk/contract';
import { describe, expect, it } from 'vitest';
import { contractValidate } from './contract-form.ts';

describe('contractValidate', () => {
  it('shows the refusal of a control or text-direction character under the field that holds it', () => {
    const staff = contractValidate(ZStaffForm);
    expect(staff({ name: 'Ravi \u001b[31mKumar', email: 'ravi@desk.test', phone: '', password: '' })).toEqual(
      {
        name: 'Cannot contain control or text-direction characters',
      },
    );
    const labels = contractValidate(ZPlacesBulkRequest);
    expect(labels({ kind: 'seat', labels: 'A1-A5, \u202eB1' })).toEqual({
      labels: 'Cannot contain control or text-direction characters',
    });
  });

  it('lets an address keep its line breaks', () => {
    const institute = contractValidate(ZInstituteRequest);
    expect(
      institute({ name: 'Gyan Library', adminEmail: 'owner@gyan.test', address: '12 MG Road\nBengaluru' }),
    ).toEqual({});
  });
});
