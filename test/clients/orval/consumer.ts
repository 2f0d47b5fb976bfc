// orval 8 with its fetch client on the served document (orval/orval.config.ts): each function
// answers `{ data, status, headers }`, typed per status, so a 200 check narrows `data`.
import { createOneCompany, createOneDeal, createOnePerson, deleteOnePerson, findManyPeople, findOneDeal, findOnePerson, updateOnePerson } from '../../../.tmp/generators/orval/crm.ts';
import { SENT, typed, type CrmTarget, type CrudReport } from '../consumer-support.ts';

export async function crudRun({ baseUrl, apiKey }: CrmTarget): Promise<CrudReport> {
  process.env.CRM_URL = baseUrl;
  const auth = { headers: { authorization: `Bearer ${apiKey}` } };

  const created = await createOnePerson(
    { name: { firstName: SENT.firstName, lastName: SENT.lastName }, emails: { primaryEmail: SENT.primaryEmail }, nickname: SENT.nickname },
    undefined,
    auth,
  );
  if (created.status !== 200) throw new Error(`create person: ${created.status}`);
  const person = created.data.data.createPerson;

  const listed = await findManyPeople({ filter: `id[eq]:${person.id}` }, auth);
  if (listed.status !== 200) throw new Error(`list people: ${listed.status}`);

  const fetched = await findOnePerson(person.id, undefined, auth);
  if (fetched.status !== 200) throw new Error(`get person: ${fetched.status}`);

  const patched = await updateOnePerson(person.id, { jobTitle: SENT.jobTitle }, undefined, auth);
  if (patched.status !== 200) throw new Error(`patch person: ${patched.status}`);

  const deleted = await deleteOnePerson(person.id, undefined, auth);
  if (deleted.status !== 200) throw new Error(`delete person: ${deleted.status}`);
  const gone = await findOnePerson(person.id, undefined, auth);

  const company = await createOneCompany({ name: SENT.companyName }, undefined, auth);
  if (company.status !== 200) throw new Error(`create company: ${company.status}`);

  const deal = await createOneDeal({ name: SENT.dealName, priorityScore: SENT.priorityScore }, undefined, auth);
  if (deal.status !== 200) throw new Error(`create deal: ${deal.status}`);
  const dealRead = await findOneDeal(deal.data.data.createDeal.id, undefined, auth);
  if (dealRead.status !== 200) throw new Error(`get deal: ${dealRead.status}`);

  return {
    createdFirstName: typed(person.name.firstName),
    listedPrimaryEmail: typed(listed.data.data.people[0].emails.primaryEmail),
    fetchedNickname: typed(fetched.data.data.person.nickname),
    patchedJobTitle: typed(patched.data.data.updatePerson.jobTitle),
    deletedId: typed(deleted.data.data.deletePerson.id),
    goneAfterDelete: gone.status === 404,
    companyName: typed(company.data.data.createCompany.name),
    dealPriorityScore: typed(dealRead.data.data.deal.priorityScore),
  };
}
