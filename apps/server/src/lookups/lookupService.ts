import { asc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { getAllCountries, getLanguages } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { countries, languages } from '../db/schema/index.ts';
import { signedIn } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { noListFields } from '../lists/listFields.ts';
import { listPage, listSource } from '../lists/listPage.ts';

const countryList = listSource({ from: countries, select: { id: countries.id, name: countries.name }, id: countries.id });

/**
 * `/api/services/app/Country` and `Language`: reference data every form may offer, the same for every
 * tenant, so any signed-in staff may read it.
 */
export const lookupService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.add(getAllCountries, { access: signedIn }, ({ query }) =>
    listPage(db, countryList, { scope: undefined, fields: noListFields, request: query }),
  );

  routes.add(getLanguages, { access: signedIn }, () =>
    db
      .select({ id: languages.id, name: languages.name, displayName: languages.displayName })
      .from(languages)
      .orderBy(asc(languages.id)),
  );
};
