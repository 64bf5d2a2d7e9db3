import { inUse } from '../src';

describe('inUse: the one refusal to delete what something still uses', () => {
  it('says why in the service’s words, as BAD_USER_INPUT on force, with what uses it', () => {
    const refusal = inUse('This allergen is used in 2 recipes and 1 ingredient', { recipes: 2, ingredients: 1 });
    expect(refusal.message).toBe('This allergen is used in 2 recipes and 1 ingredient');
    expect(refusal.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'force', usedBy: { recipes: 2, ingredients: 1 } });
  });

  it('names the users when the service knows them', () => {
    const usedIn = [{ id: '65f0c0ffee0000000000000a', title: 'Bisque' }];
    expect(inUse('Used in Bisque', { recipes: 1 }, { usedIn }).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'force',
      usedBy: { recipes: 1 },
      usedIn,
    });
  });

  it('names the refused id, and offers no force, where the thing can only be set aside', () => {
    const refusal = inUse('2 kitchens are subscribed to this plan: deactivate it instead', { kitchens: 2 }, { field: 'id' });
    expect(refusal.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'id', usedBy: { kitchens: 2 } });
  });
});
