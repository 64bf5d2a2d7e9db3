import { GraphQLFailure, type Call } from './client';

type UserRef = { id: string };

/** The kitchen's cooks after adding `extra` ones (with a password, as an admin adding staff would). */
export async function kitchenCooks(superAdmin: Call, kitchenId: string, extra: number, password: string): Promise<string[]> {
  for (let i = 1; i <= extra; i++) {
    await superAdmin(`mutation Cook($input: StaffInput!) { CreateKitchenCook(input: $input) { code } }`, {
      input: { kitchenId, fName: `Line${i}`, lName: 'Cook', email: `cook${i}.load@demo.brigade.local`, password },
    }).catch((error: unknown) => {
      // Already there from an earlier seed of this stack.
      if (!(error instanceof GraphQLFailure && error.field === 'email')) throw error;
    });
  }
  const { GetUsers } = await superAdmin<{ GetUsers: { records: UserRef[] } }>(
    `query Cooks($kitchenId: ID) { GetUsers(pageNo: 1, sizePerPage: 100, filters: { role: COOK, kitchenId: $kitchenId }) { records { id } } }`,
    { kitchenId },
  );
  return GetUsers.records.map((u) => u.id);
}
