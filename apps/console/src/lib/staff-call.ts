import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, type CallPath, type CallResult, type RequestInput } from '@nanhua/client';
import './client';

/** What a list page asks: the staff list convention (page 1-based, size ≤ 100, q, filters, sort). */
export interface ListQuery {
  page: number;
  size: number;
  q?: string;
  filters?: Record<string, string | undefined>;
  /** A column key, '-' in front for descending. */
  sort?: string;
}

export interface ListPage<Row> {
  items: Row[];
  total: number;
}

/**
 * One family of staff calls, as the generic pages use it. Families on the convention of common.md
 * come from `conventionFamily`; older calls (page/pageSize → records) are adapted by hand.
 */
export interface StaffFamily<Row, Body> {
  key: string;
  list: (q: ListQuery, signal?: AbortSignal) => Promise<ListPage<Row>>;
  get?: (id: number, signal?: AbortSignal) => Promise<Row>;
  create?: (body: Body) => Promise<Row>;
  update?: (id: number, body: Body) => Promise<Row>;
  remove?: (id: number) => Promise<unknown>;
}

/** Family names F with `GET /admin/F/list` in the call table (the convention). */
export type ConventionName = { [P in CallPath]: P extends `/admin/${infer F}/list` ? F : never }[CallPath];
type Path<F extends string, S extends string> = Extract<`/admin/${F}/${S}`, CallPath>;
type ListResult<F extends string> = CallResult<Path<F, 'list'>>;
export type ConventionRow<F extends string> = ListResult<F> extends { items: (infer R)[] } ? R : never;
export type ConventionBody<F extends string> = NonNullable<RequestInput<Path<F, 'create'>>['body']>;

/**
 * A family on the staff call convention: `GET /admin/F/list`, `get/{id}`, `create`, `update/{id}`,
 * `delete/{id}`; each call the table lacks is left out. Inputs are typed per call where they are
 * sent; here the paths are built from the name, so the one loose step is the call itself.
 */
export function conventionFamily<F extends ConventionName>(name: F): StaffFamily<ConventionRow<F>, ConventionBody<F>> {
  type Row = ConventionRow<F>;
  const call = request as (path: string, input?: object) => Promise<unknown>;
  const path = (s: string) => `/admin/${name}/${s}`;
  return {
    key: name,
    async list(q, signal) {
      const query = { page: q.page, size: q.size, q: q.q || undefined, sort: q.sort, ...q.filters };
      const page = (await call(path('list'), { query, signal })) as ListPage<Row>;
      return { items: page.items, total: page.total };
    },
    get: (id, signal) => call(path('get/{id}'), { params: { id }, signal }) as Promise<Row>,
    create: (body) => call(path('create'), { body }) as Promise<Row>,
    update: (id, body) => call(path('update/{id}'), { params: { id }, body }) as Promise<Row>,
    remove: (id) => call(path('delete/{id}'), { params: { id } }),
  };
}

export const familyKeys = {
  all: (f: { key: string }) => ['staff', f.key] as const,
  list: (f: { key: string }, q: ListQuery) => ['staff', f.key, 'list', q] as const,
  one: (f: { key: string }, id: number) => ['staff', f.key, 'one', id] as const,
};

export function useStaffList<Row, Body>(family: StaffFamily<Row, Body>, q: ListQuery) {
  return useQuery({
    queryKey: familyKeys.list(family, q),
    queryFn: ({ signal }) => family.list(q, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useStaffGet<Row, Body>(family: StaffFamily<Row, Body>, id: number | null) {
  return useQuery({
    queryKey: familyKeys.one(family, id ?? 0),
    queryFn: ({ signal }) => {
      if (!family.get || id === null) throw new Error(`${family.key}: no get call`);
      return family.get(id, signal);
    },
    enabled: id !== null && Boolean(family.get),
    retry: false,
  });
}

/** After any write the family's lists and records are fetched again. */
function useFamilyMutation<Row, Body, V>(family: StaffFamily<Row, Body>, fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: familyKeys.all(family) }),
  });
}

const missing = (family: { key: string }, what: string) => () =>
  Promise.reject(new Error(`${family.key}: no ${what} call`));

export const useStaffCreate = <Row, Body>(family: StaffFamily<Row, Body>) =>
  useFamilyMutation(family, (body: Body) => (family.create ?? missing(family, 'create'))(body));

export const useStaffUpdate = <Row, Body>(family: StaffFamily<Row, Body>) =>
  useFamilyMutation(family, ({ id, body }: { id: number; body: Body }) =>
    (family.update ?? missing(family, 'update'))(id, body),
  );

export const useStaffDelete = <Row, Body>(family: StaffFamily<Row, Body>) =>
  useFamilyMutation(family, (id: number) => (family.remove ?? missing(family, 'delete'))(id));

/** A page of an older staff list (page/pageSize → records) in the convention's shape. */
export const fromRecords = <Row>(r: { records: Row[]; total: number }): ListPage<Row> => ({
  items: r.records,
  total: r.total,
});
