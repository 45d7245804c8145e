import type { DictDataDetail, DictOption, DictTypeDetail, PageData } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { buildTestApp, call, createUser } from '../../../test/helper.ts';

describe('dictionary management', () => {
  let app: FastifyInstance;
  let admin: ReturnType<typeof consoleFor>;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = consoleFor(app, await createUser(app, { superAdmin: true }));
  });
  afterAll(() => app.close());

  const types = async (query = '') =>
    (await admin.request<PageData<DictTypeDetail>>({ method: 'GET', url: `/xiaozhi/admin/dict/type/page?${query}` })).data;
  const data = async (query: string) =>
    (await admin.request<PageData<DictDataDetail>>({ method: 'GET', url: `/xiaozhi/admin/dict/data/page?${query}` })).data;
  const typeIdOf = async (code: string) => (await types(`dictType=${code}`)).list.find((type) => type.dictType === code)!.id;
  const saveType = (payload: object, language = 'zh-CN') =>
    admin.request({ method: 'POST', url: '/xiaozhi/admin/dict/type/save', payload, headers: { 'accept-language': language } });
  const saveData = (payload: object, language = 'zh-CN') =>
    admin.request({ method: 'POST', url: '/xiaozhi/admin/dict/data/save', payload, headers: { 'accept-language': language } });

  it('lists the seeded types by sort, filters by code and name (empty = no filter) and pages', async () => {
    const all = await types('dictType=&dictName=&page=1&limit=10');
    expect(all.total).toBe(2);
    expect(all.list.map((type) => type.dictType)).toEqual(['FIRMWARE_TYPE', 'MOBILE_AREA']);
    expect(all.list[1]).toMatchObject({ dictName: '手机区号', remark: '手机区号字典', sort: 1 });
    expect(all.list[1]!.createDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await types('dictType=mobile')).list.map((type) => type.dictType)).toEqual(['MOBILE_AREA']);
    expect((await types(`dictName=${encodeURIComponent('固件')}`)).list.map((type) => type.dictType)).toEqual(['FIRMWARE_TYPE']);
    expect((await types('dictType=%25')).total).toBe(0);
    const second = await types('page=2&limit=1');
    expect(second).toMatchObject({ total: 2, list: [{ dictType: 'MOBILE_AREA' }] });
    expect((await types()).list).toHaveLength(2);
  });

  it('pages the data of one type by sort with label and value filters; dictTypeId is required', async () => {
    const areaId = await typeIdOf('MOBILE_AREA');
    const first = await data(`dictTypeId=${areaId}&dictLabel=&dictValue=&page=1&limit=10`);
    expect(first.total).toBe(38);
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toMatchObject({ dictTypeId: areaId, dictLabel: '中国大陆', dictValue: '+86', sort: 1 });
    expect((await data(`dictTypeId=${areaId}&page=4&limit=10`)).list.map((item) => item.dictValue)).toEqual(['+52', '+56', '+54', '+20', '+27', '+254', '+255', '+7']);
    expect((await data(`dictTypeId=${areaId}&dictValue=${encodeURIComponent('+85')}`)).list.map((item) => item.dictValue)).toEqual(['+852', '+853']);
    expect((await data(`dictTypeId=${areaId}&dictLabel=${encodeURIComponent('中国')}`)).total).toBe(4);
    expect((await data(`dictTypeId=${areaId}&dictLabel=${encodeURIComponent('中国')}&dictValue=886`)).list).toMatchObject([{ dictLabel: '中国台湾' }]);
    expect((await admin.request({ method: 'GET', url: '/xiaozhi/admin/dict/data/page?dictTypeId=' })).code).toBe(400);
    expect((await admin.request({ method: 'GET', url: `/xiaozhi/admin/dict/data/page?dictTypeId=${areaId}&limit=101` })).code).toBe(400);
  });

  it('creates, reads, updates and deletes a type, refusing a duplicate code with a localised message', async () => {
    expect((await saveType({ dictType: 'COLOR', dictName: '颜色', remark: '测试', sort: 5 })).code).toBe(0);
    const id = await typeIdOf('COLOR');
    expect((await admin.request<DictTypeDetail>({ method: 'GET', url: `/xiaozhi/admin/dict/type/${id}` })).data).toMatchObject({
      id, dictType: 'COLOR', dictName: '颜色', remark: '测试', sort: 5, createDate: '2025-06-01 12:00:00',
    });
    const duplicate = await saveType({ dictType: 'COLOR', dictName: '另一个' });
    expect(duplicate).toMatchObject({ code: 10077, msg: '字典类型编码“COLOR”已存在' });
    expect((await saveType({ dictType: 'COLOR', dictName: 'x' }, 'en')).msg).toBe('The dictionary type code "COLOR" already exists');
    expect((await saveType({ dictType: 'has space', dictName: 'x' })).code).toBe(400);
    expect((await saveType({ dictType: 'X'.repeat(101), dictName: 'x' })).code).toBe(400);
    expect((await saveType({ dictType: 'EMPTY', dictName: '  ' })).code).toBe(400);
    expect((await saveType({ dictType: 'SORTED', dictName: 'x', sort: 1000 })).code).toBe(400);

    const update = (payload: object) => admin.request({ method: 'PUT', url: '/xiaozhi/admin/dict/type/update', payload });
    expect((await update({ id, dictType: 'COLOUR', dictName: '颜色2', remark: '', sort: 6 })).code).toBe(0);
    expect((await admin.request<DictTypeDetail>({ method: 'GET', url: `/xiaozhi/admin/dict/type/${id}` })).data).toMatchObject({
      dictType: 'COLOUR', dictName: '颜色2', remark: null, sort: 6,
    });
    expect((await update({ id, dictType: 'MOBILE_AREA', dictName: 'x' })).code).toBe(10077);
    expect((await update({ id, dictType: 'COLOUR', dictName: '颜色3' })).code).toBe(0);
    expect((await update({ id: 'nope', dictType: 'NOPE', dictName: 'x' })).code).toBe(10076);
    expect((await admin.request({ method: 'GET', url: '/xiaozhi/admin/dict/type/nope' })).code).toBe(10076);

    expect((await admin.request({ method: 'POST', url: '/xiaozhi/admin/dict/type/delete', payload: [id] })).code).toBe(0);
    expect((await admin.request({ method: 'GET', url: `/xiaozhi/admin/dict/type/${id}` })).code).toBe(10076);
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/admin/dict/type/delete', payload: [id] })).code).toBe(10043);
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/admin/dict/type/delete', payload: [] })).code).toBe(400);
  });

  it('creates, reads, updates and deletes data, refusing a duplicate value or label within the type', async () => {
    expect((await saveType({ dictType: 'SIZE', dictName: '尺码' })).code).toBe(0);
    const typeId = await typeIdOf('SIZE');
    expect((await saveData({ dictTypeId: typeId, dictLabel: '小', dictValue: 's', sort: 2 })).code).toBe(0);
    expect((await saveData({ dictTypeId: typeId, dictLabel: '大', dictValue: 'l', sort: 1, remark: '最大' })).code).toBe(0);
    const listed = await data(`dictTypeId=${typeId}`);
    expect(listed.list.map((item) => item.dictValue)).toEqual(['l', 's']);
    const small = listed.list[1]!;
    expect((await admin.request<DictDataDetail>({ method: 'GET', url: `/xiaozhi/admin/dict/data/${small.id}` })).data).toMatchObject({
      id: small.id, dictTypeId: typeId, dictLabel: '小', dictValue: 's', remark: null, sort: 2,
    });

    expect(await saveData({ dictTypeId: typeId, dictLabel: '小号', dictValue: 's' })).toMatchObject({ code: 614, msg: '该字典类型下已存在值“s”' });
    expect((await saveData({ dictTypeId: typeId, dictLabel: '小号', dictValue: 's' }, 'en')).msg).toBe('This dictionary type already has the value "s"');
    expect(await saveData({ dictTypeId: typeId, dictLabel: '小', dictValue: 'xs' })).toMatchObject({ code: 10128, msg: '该字典类型下已存在标签“小”' });
    // The same value in another type is fine.
    expect((await saveType({ dictType: 'SHOE_SIZE', dictName: '鞋码' })).code).toBe(0);
    expect((await saveData({ dictTypeId: await typeIdOf('SHOE_SIZE'), dictLabel: '小', dictValue: 's' })).code).toBe(0);
    expect((await saveData({ dictTypeId: 'nope', dictLabel: 'x', dictValue: 'x' })).code).toBe(10076);
    expect((await saveData({ dictTypeId: typeId, dictLabel: 'x', dictValue: '' })).code).toBe(400);
    expect((await saveData({ dictTypeId: typeId, dictLabel: 'x', dictValue: 'x', sort: -1 })).code).toBe(400);

    const update = (payload: object) => admin.request({ method: 'PUT', url: '/xiaozhi/admin/dict/data/update', payload });
    expect((await update({ id: small.id, dictTypeId: typeId, dictLabel: '小', dictValue: 's', sort: 3, remark: '改' })).code).toBe(0);
    expect((await update({ id: small.id, dictTypeId: typeId, dictLabel: '中', dictValue: 'm', sort: 3 })).code).toBe(0);
    expect((await admin.request<DictDataDetail>({ method: 'GET', url: `/xiaozhi/admin/dict/data/${small.id}` })).data).toMatchObject({ dictLabel: '中', dictValue: 'm', sort: 3 });
    expect((await update({ id: small.id, dictTypeId: typeId, dictLabel: '中', dictValue: 'l' })).code).toBe(614);
    expect((await update({ id: 'nope', dictTypeId: typeId, dictLabel: '新', dictValue: 'n' })).code).toBe(612);
    expect((await admin.request({ method: 'GET', url: '/xiaozhi/admin/dict/data/nope' })).code).toBe(612);

    const ids = (await data(`dictTypeId=${typeId}`)).list.map((item) => item.id);
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/admin/dict/data/delete', payload: ids })).code).toBe(0);
    expect((await data(`dictTypeId=${typeId}`)).total).toBe(0);
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/admin/dict/data/delete', payload: ids })).code).toBe(10043);
  });

  it('deletes a type together with its data, leaving other types untouched', async () => {
    expect((await saveType({ dictType: 'GONE', dictName: '待删' })).code).toBe(0);
    const gone = await typeIdOf('GONE');
    for (const value of ['a', 'b', 'c']) expect((await saveData({ dictTypeId: gone, dictLabel: value, dictValue: value })).code).toBe(0);
    const firmware = await typeIdOf('FIRMWARE_TYPE');
    const firmwareCount = (await data(`dictTypeId=${firmware}`)).total;

    expect((await admin.request({ method: 'POST', url: '/xiaozhi/admin/dict/type/delete', payload: [gone] })).code).toBe(0);
    expect((await data(`dictTypeId=${gone}`)).total).toBe(0);
    const orphans = await app.services.repos.dicts.listData({ dictTypeId: gone, dictLabel: '', dictValue: '' }, { page: 1, limit: 10 });
    expect(orphans.total).toBe(0);
    expect((await data(`dictTypeId=${firmware}`)).total).toBe(firmwareCount);
  });

  it('gives any signed-in user the entries of a type by its code as [{name, key}] in sort order', async () => {
    const user = consoleFor(app, await createUser(app));
    const firmware = await user.request<DictOption[]>({ method: 'GET', url: '/xiaozhi/admin/dict/data/type/FIRMWARE_TYPE' });
    expect(firmware.code).toBe(0);
    expect(firmware.data).toHaveLength(54);
    expect(firmware.data[0]).toEqual({ name: '面包板新版接线（WiFi）', key: 'bread-compact-wifi' });
    const areas = (await user.request<DictOption[]>({ method: 'GET', url: '/xiaozhi/admin/dict/data/type/MOBILE_AREA' })).data;
    expect(areas.slice(0, 2)).toEqual([{ name: '中国大陆', key: '+86' }, { name: '中国香港', key: '+852' }]);
    // An edit shows up at once (no cache to go stale) and sort decides the order.
    const entry = (await data(`dictTypeId=${await typeIdOf('MOBILE_AREA')}&dictValue=${encodeURIComponent('+7')}`)).list[0]!;
    const moved = await admin.request({ method: 'PUT', url: '/xiaozhi/admin/dict/data/update', payload: { ...entry, sort: 0 } });
    expect(moved.code).toBe(0);
    expect((await user.request<DictOption[]>({ method: 'GET', url: '/xiaozhi/admin/dict/data/type/MOBILE_AREA' })).data[0]).toEqual({ name: '俄罗斯', key: '+7' });
    expect((await user.request<DictOption[]>({ method: 'GET', url: '/xiaozhi/admin/dict/data/type/NO_SUCH_TYPE' })).data).toEqual([]);
    expect((await call(app, { method: 'GET', url: '/xiaozhi/admin/dict/data/type/FIRMWARE_TYPE' })).code).toBe(401);
  });

  it('feeds the phone area list of the sign-in screens (pub-config) from MOBILE_AREA', async () => {
    const areaId = await typeIdOf('MOBILE_AREA');
    expect((await saveData({ dictTypeId: areaId, dictLabel: '冰岛', dictValue: '+354', sort: 999 })).code).toBe(0);
    const pub = await call<{ mobileAreaList: DictOption[] }>(app, { method: 'GET', url: '/xiaozhi/user/pub-config' });
    expect(pub.data.mobileAreaList.at(-1)).toEqual({ name: '冰岛', key: '+354' });
    const added = (await data(`dictTypeId=${areaId}&dictValue=354`)).list[0]!;
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/admin/dict/data/delete', payload: [added.id] })).code).toBe(0);
    const after = await call<{ mobileAreaList: DictOption[] }>(app, { method: 'GET', url: '/xiaozhi/user/pub-config' });
    expect(after.data.mobileAreaList.map((area) => area.key)).not.toContain('+354');
  });

  it('refuses every admin route to a normal user (403) and to no token (401)', async () => {
    const user = await createUser(app);
    const typeId = await typeIdOf('MOBILE_AREA');
    const before = await data(`dictTypeId=${typeId}`);
    const item = before.list[0]!;
    const routes = [
      { method: 'GET', url: '/xiaozhi/admin/dict/type/page' },
      { method: 'GET', url: `/xiaozhi/admin/dict/type/${typeId}` },
      { method: 'POST', url: '/xiaozhi/admin/dict/type/save', payload: { dictType: 'HACK', dictName: 'x' } },
      { method: 'PUT', url: '/xiaozhi/admin/dict/type/update', payload: { id: typeId, dictType: 'HACK', dictName: 'x' } },
      { method: 'POST', url: '/xiaozhi/admin/dict/type/delete', payload: [typeId] },
      { method: 'GET', url: `/xiaozhi/admin/dict/data/page?dictTypeId=${typeId}` },
      { method: 'GET', url: `/xiaozhi/admin/dict/data/${item.id}` },
      { method: 'POST', url: '/xiaozhi/admin/dict/data/save', payload: { dictTypeId: typeId, dictLabel: 'x', dictValue: 'x' } },
      { method: 'PUT', url: '/xiaozhi/admin/dict/data/update', payload: { ...item, dictLabel: 'x' } },
      { method: 'POST', url: '/xiaozhi/admin/dict/data/delete', payload: [item.id] },
    ] as const;
    for (const route of routes) {
      expect(await call(app, { ...route, headers: { authorization: `Bearer ${user.token}` } }), `${route.method} ${route.url}`).toMatchObject({ status: 403, code: 403, data: null });
      expect(await call(app, route), `${route.method} ${route.url}`).toMatchObject({ code: 401 });
    }
    expect((await types('dictType=HACK')).total).toBe(0);
    expect((await admin.request<DictDataDetail>({ method: 'GET', url: `/xiaozhi/admin/dict/data/${item.id}` })).data).toEqual(item);
    expect((await data(`dictTypeId=${typeId}`)).total).toBe(before.total);
  });
});
