// @hey-api/openapi-ts with its fetch client on the served document (hey-api/openapi-ts.config.ts).
import { client } from '../../../.tmp/generators/hey-api/client.gen.ts';
import { createOneCompany, createOneDeal, createOnePerson, deleteOnePerson, findManyPeople, findOneDeal, findOnePerson, updateOnePerson } from '../../../.tmp/generators/hey-api/sdk.gen.ts';
import { SENT, typed, type CrmTarget, type CrudReport } from '../consumer-support.ts';

export async function crudRun({ baseUrl, apiKey }: CrmTarget): Promise<CrudReport> {
  // `throwOnError: true` makes an error status throw, so `data` is the 200 answer.
  client.setConfig({ baseUrl, auth: apiKey });

  const created = await createOnePerson({
    throwOnError: true,
    body: { name: { firstName: SENT.firstName, lastName: SENT.lastName }, emails: { primaryEmail: SENT.primaryEmail }, nickname: SENT.nickname },
  });
  const person = created.data.data.createPerson;
  const listed = await findManyPeople({ throwOnError: true, query: { filter: `id[eq]:${person.id}` } });
  const fetched = await findOnePerson({ throwOnError: true, path: { id: person.id } });
  const patched = await updateOnePerson({ throwOnError: true, path: { id: person.id }, body: { jobTitle: SENT.jobTitle } });
  const deleted = await deleteOnePerson({ throwOnError: true, path: { id: person.id } });
  const gone = await findOnePerson({ path: { id: person.id } });
  const company = await createOneCompany({ throwOnError: true, body: { name: SENT.companyName } });
  const deal = await createOneDeal({ throwOnError: true, body: { name: SENT.dealName, priorityScore: SENT.priorityScore } });
  const dealRead = await findOneDeal({ throwOnError: true, path: { id: deal.data.data.createDeal.id } });

  return {
    createdFirstName: typed(person.name.firstName),
    listedPrimaryEmail: typed(listed.data.data.people[0].emails.primaryEmail),
    fetchedNickname: typed(fetched.data.data.person.nickname),
    patchedJobTitle: typed(patched.data.data.updatePerson.jobTitle),
    deletedId: typed(deleted.data.data.deletePerson.id),
    goneAfterDelete: gone.response?.status === 404,
    companyName: typed(company.data.data.createCompany.name),
    dealPriorityScore: typed(dealRead.data.data.deal.priorityScore),
  };
}
