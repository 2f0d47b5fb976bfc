// kubb 4 with its bundled fetch client on the served document (kubb/kubb.config.ts): each
// function answers the 200 body; `setConfig` holds the base URL and the headers of every call,
// the content type included (the bundled client sends JSON bodies without one, and the service
// answers 415 to a body that is not declared JSON).
import { setConfig } from '../../../.tmp/generators/kubb/.kubb/fetch.ts';
import { createOneCompany, createOneDeal, createOnePerson, deleteOnePerson, findManyPeople, findOneDeal, findOnePerson, updateOnePerson } from '../../../.tmp/generators/kubb/index.ts';
import { SENT, typed, type CrmTarget, type CrudReport } from '../consumer-support.ts';

export async function crudRun({ baseUrl, apiKey }: CrmTarget): Promise<CrudReport> {
  setConfig({ baseURL: baseUrl, headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' } });

  const created = await createOnePerson({
    name: { firstName: SENT.firstName, lastName: SENT.lastName },
    emails: { primaryEmail: SENT.primaryEmail },
    nickname: SENT.nickname,
  });
  const person = created.data.createPerson;
  const listed = await findManyPeople({ filter: `id[eq]:${person.id}` });
  const fetched = await findOnePerson(person.id);
  const patched = await updateOnePerson(person.id, { jobTitle: SENT.jobTitle });
  const deleted = await deleteOnePerson(person.id);
  // kubb's fetch client does not throw on an error status: the 404 body is what it answers.
  const gone = await fetch(`${baseUrl}/rest/people/${person.id}`, { headers: { authorization: `Bearer ${apiKey}` } });
  const company = await createOneCompany({ name: SENT.companyName });
  const deal = await createOneDeal({ name: SENT.dealName, priorityScore: SENT.priorityScore });
  const dealRead = await findOneDeal(deal.data.createDeal.id);

  return {
    createdFirstName: typed(person.name.firstName),
    listedPrimaryEmail: typed(listed.data.people[0].emails.primaryEmail),
    fetchedNickname: typed(fetched.data.person.nickname),
    patchedJobTitle: typed(patched.data.updatePerson.jobTitle),
    deletedId: typed(deleted.data.deletePerson.id),
    goneAfterDelete: gone.status === 404,
    companyName: typed(company.data.createCompany.name),
    dealPriorityScore: typed(dealRead.data.deal.priorityScore),
  };
}
