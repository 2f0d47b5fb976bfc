// openapi-zod-client 1.18 on the served document (`npx openapi-zod-client <doc> -o <file>
// --export-schemas`): a Zodios client whose every answer is parsed by the generated zod schema
// (a record that does not fit its schema throws), plus `schemas` for parsing records by hand.
import { isAxiosError } from 'axios';
import { createApiClient } from '../../../.tmp/generators/openapi-zod-client/client.ts';
import { SENT, typed, type CrmTarget, type CrudReport } from '../consumer-support.ts';

export async function crudRun({ baseUrl, apiKey }: CrmTarget): Promise<CrudReport> {
  const crm = createApiClient(baseUrl, { axiosConfig: { headers: { authorization: `Bearer ${apiKey}` } } });

  const created = await crm.createOnePerson({
    name: { firstName: SENT.firstName, lastName: SENT.lastName },
    emails: { primaryEmail: SENT.primaryEmail },
    nickname: SENT.nickname,
  });
  const person = created.data.createPerson;
  const listed = await crm.findManyPeople({ queries: { filter: `id[eq]:${person.id}` } });
  const fetched = await crm.findOnePerson({ params: { id: person.id } });
  const patched = await crm.updateOnePerson({ jobTitle: SENT.jobTitle }, { params: { id: person.id } });
  const deleted = await crm.deleteOnePerson(undefined, { params: { id: person.id } });
  const goneAfterDelete = await crm.findOnePerson({ params: { id: person.id } }).then(
    () => false,
    (error: unknown) => isAxiosError(error) && error.response?.status === 404,
  );
  const company = await crm.createOneCompany({ name: SENT.companyName });
  const deal = await crm.createOneDeal({ name: SENT.dealName, priorityScore: SENT.priorityScore });
  const dealRead = await crm.findOneDeal({ params: { id: deal.data.createDeal.id } });

  return {
    createdFirstName: typed(person.name.firstName),
    listedPrimaryEmail: typed(listed.data.people[0].emails.primaryEmail),
    fetchedNickname: typed(fetched.data.person.nickname),
    patchedJobTitle: typed(patched.data.updatePerson.jobTitle),
    deletedId: typed(deleted.data.deletePerson.id),
    goneAfterDelete,
    companyName: typed(company.data.createCompany.name),
    dealPriorityScore: typed(dealRead.data.deal.priorityScore),
  };
}
