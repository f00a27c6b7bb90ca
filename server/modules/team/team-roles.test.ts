// Team management: role limits (nobody grants more than they hold), lock-out protection,
// permissions taking effect on the next user-info load, disabling, tenant isolation, bad input
// in both languages and idempotent repeats.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { UserInfo } from '../../../src/contract/permissions'
import type { TeamMember, TeamRole } from '../../../src/contract/team'
import { describeApp } from '../../test/helper'
import { newKey, teamCaller } from './test-support'

const PASSWORD = 'Team2026pass'

describeApp('team roles and members', (get) => {
  const post = teamCaller(get)
  const createRole = (username: string, name: string, permissions: unknown, options = {}) =>
    post<TeamRole>(username, '/team/role/save', { name, permissions }, options)
  const createMember = (username: string, body: Record<string, unknown>, options = {}) =>
    post<TeamMember>(username, '/team/member/create', { password: PASSWORD, phone: '', ...body }, options)
  const userInfo = async (token: string) => (await get().call<UserInfo>('GET', '/user/info', { token })).body.data
  const keys = (info: UserInfo) => info.role.permissions.map((entry) => entry.permissionId).sort()

  const LEAD_PERMISSIONS = [
    { permissionId: 'distribution', actions: ['query', 'get'] },
    { permissionId: 'customer', actions: ['query', 'add', 'edit', 'enable', 'disable'] },
    { permissionId: 'sale', actions: ['query'] },
    { permissionId: 'sale_order', actions: ['query', 'get'] },
  ]
  let leadRole: TeamRole
  let leadToken: string

  it('the owner lists the roles: the owner role is locked, every role says how many members hold it', async () => {
    const answer = await post<TeamRole[]>('seller', '/team/role/list', {})
    expect(answer.status).toBe(200)
    const owner = answer.body.data.find((role) => role.owner)
    expect(owner).toMatchObject({ name: 'Owner', manageable: false })
    expect(answer.body.data.find((role) => role.name === '运营 Operator')).toMatchObject({
      memberCount: 1,
      manageable: true,
    })
  })

  it('a member without the team key gets 403 on every team call', async () => {
    expect((await post('staff', '/team/role/list', {})).status).toBe(403)
    expect((await post('staff', '/team/member/list', {})).status).toBe(403)
    const save = await createRole('staff', 'Sneaky', [{ permissionId: 'dashboard', actions: ['query'] }])
    expect(save.status).toBe(403)
  })

  it('the owner creates a team-lead role and a member holding it', async () => {
    const role = await createRole('seller', 'Team lead', LEAD_PERMISSIONS)
    expect(role.status).toBe(200)
    leadRole = role.body.data
    expect(leadRole).toMatchObject({ owner: false, memberCount: 0, version: 1 })
    const member = await createMember('seller', { username: 'lead1', name: 'Lead One', roleId: leadRole.id })
    expect(member.status).toBe(200)
    expect(member.body.data).toMatchObject({ username: 'lead1', enabled: true, roleName: 'Team lead', self: false })
    leadToken = await get().newSession('lead1', PASSWORD)
    expect(keys(await userInfo(leadToken))).toEqual(['customer', 'distribution', 'sale', 'sale_order'])
  })

  it('a member cannot grant more than they hold: 403 naming what is missing', async () => {
    const answer = await createRole('x', 'Editors', [{ permissionId: 'sale_order', actions: ['query', 'edit'] }], {
      token: leadToken,
    })
    expect(answer.status).toBe(403)
    expect(answer.body.msg).toBe('You cannot grant permissions you do not hold yourself: sale_order.edit')
    const zh = await createRole('x', 'Editors', [{ permissionId: 'platform_shop_list', actions: ['query'] }], {
      token: leadToken,
      locale: 'zh-CN',
    })
    expect(zh.body.msg).toBe('不能授予你自己没有的权限：platform_shop_list.query')
    const within = await createRole('x', 'Order viewers', [{ permissionId: 'sale_order', actions: ['query'] }], {
      token: leadToken,
    })
    expect(within.status).toBe(200)
  })

  it('a member cannot give a role above them, nor change a role or member above them', async () => {
    const roles = (await post<TeamRole[]>('x', '/team/role/list', {}, { token: leadToken })).body.data
    const operator = roles.find((role) => role.name === '运营 Operator')!
    const owner = roles.find((role) => role.owner)!
    expect(operator.manageable).toBe(false)
    const give = await createMember(
      'x',
      { username: 'lead-made', name: 'X', roleId: operator.id },
      { token: leadToken },
    )
    expect(give.status).toBe(403)
    expect(give.body.msg).toMatch(/holds permissions you do not have/)
    const ownerGive = await createMember(
      'x',
      { username: 'lead-made2', name: 'X', roleId: owner.id },
      { token: leadToken },
    )
    expect(ownerGive.status).toBe(403)
    const edit = await createRole('x', '运营 Operator', [{ permissionId: 'sale', actions: ['query'] }], {
      token: leadToken,
    })
    expect(edit.status).toBe(409) // the name is taken: a new role cannot shadow the operator
    const editOperator = await post(
      'x',
      '/team/role/save',
      { id: operator.id, name: '运营 Operator', permissions: [{ permissionId: 'sale', actions: ['query'] }] },
      { token: leadToken },
    )
    expect(editOperator.status).toBe(403)
    const members = (await post<{ list: TeamMember[] }>('x', '/team/member/list', {}, { token: leadToken })).body.data
      .list
    const staff = members.find((member) => member.username === 'staff')!
    expect(staff.manageable).toBe(false)
    const disable = await post('x', '/team/member/status', { id: staff.id, enabled: false }, { token: leadToken })
    expect(disable.status).toBe(403)
  })

  it('nobody locks themselves out: no removing their own team key, no disabling themselves', async () => {
    const own = await post(
      'x',
      '/team/role/save',
      {
        id: leadRole.id,
        name: 'Team lead',
        permissions: LEAD_PERMISSIONS.filter((entry) => entry.permissionId !== 'customer'),
      },
      { token: leadToken },
    )
    expect(own.status).toBe(400)
    expect(own.body.msg).toBe('You cannot remove your own access to team management')
    const me = (await userInfo(leadToken)).id
    const off = await post('x', '/team/member/status', { id: me, enabled: false }, { token: leadToken })
    expect(off.status).toBe(400)
    expect(off.body.msg).toBe('You cannot disable your own account')
  })

  it("the owner's role cannot be edited or deleted", async () => {
    const roles = (await post<TeamRole[]>('seller', '/team/role/list', {})).body.data
    const owner = roles.find((role) => role.owner)!
    const edit = await post('seller', '/team/role/save', {
      id: owner.id,
      name: 'Owner',
      permissions: [{ permissionId: 'dashboard', actions: ['query'] }],
    })
    expect(edit.status).toBe(400)
    expect((await post('seller', '/team/role/delete', { id: owner.id })).status).toBe(400)
  })

  it("role changes take effect on the member's next user-info load and next call", async () => {
    const role = (
      await createRole('seller', 'Viewer', [
        { permissionId: 'sale', actions: ['query'] },
        { permissionId: 'sale_order', actions: ['query'] },
      ])
    ).body.data
    await createMember('seller', { username: 'viewer1', name: 'Viewer', roleId: role.id })
    const token = await get().newSession('viewer1', PASSWORD)
    expect(keys(await userInfo(token))).toEqual(['sale', 'sale_order'])
    expect((await get().call('POST', '/ds/list/sale_refund', { token, body: {} })).status).toBe(403)
    const updated = await post<TeamRole>('seller', '/team/role/save', {
      id: role.id,
      name: 'Viewer',
      version: role.version,
      permissions: [
        { permissionId: 'sale', actions: ['query'] },
        { permissionId: 'sale_order', actions: ['query'] },
        { permissionId: 'sale_refund', actions: ['query'] },
      ],
    })
    expect(updated.body.data.version).toBe(role.version + 1)
    expect(keys(await userInfo(token))).toEqual(['sale', 'sale_order', 'sale_refund'])
    expect((await get().call('POST', '/ds/list/sale_refund', { token, body: {} })).status).toBe(200)
    // A stale version is refused with the current row.
    const stale = await post<TeamRole>('seller', '/team/role/save', {
      id: role.id,
      name: 'Viewer',
      version: role.version,
      permissions: [{ permissionId: 'sale', actions: ['query'] }],
    })
    expect(stale.status).toBe(412)
    expect(stale.body.data.version).toBe(role.version + 1)
  })

  it("a disabled member's token answers 401 and it cannot sign in; enabled again, it can", async () => {
    const role = (await createRole('seller', 'Temp', [{ permissionId: 'dashboard', actions: ['query'] }])).body.data
    const member = (await createMember('seller', { username: 'temp1', name: 'Temp', roleId: role.id })).body.data
    const token = await get().newSession('temp1', PASSWORD)
    expect((await get().call('GET', '/user/info', { token })).status).toBe(200)
    const off = await post<TeamMember>('seller', '/team/member/status', {
      id: member.id,
      enabled: false,
      version: member.version,
    })
    expect(off.status).toBe(200)
    expect(off.body.data.enabled).toBe(false)
    expect((await get().call('GET', '/user/info', { token })).status).toBe(401)
    const login = await get().call('POST', '/login', { form: { username: 'temp1', password: PASSWORD }, locale: 'en' })
    expect(login.status).toBe(403)
    expect(login.body.msg).toMatch(/disabled/)
    const sessions = await get().db.execute(
      sql`select count(*)::int as n from sessions where account_id = ${member.id}`,
    )
    expect((sessions as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0)
    await post('seller', '/team/member/status', { id: member.id, enabled: true })
    expect((await get().newSession('temp1', PASSWORD)).length).toBeGreaterThan(10)
  })

  it('a reset password works at once and signs the member out', async () => {
    const members = (await post<{ list: TeamMember[] }>('seller', '/team/member/list', { keyword: 'viewer1' })).body
      .data.list
    const token = await get().newSession('viewer1', PASSWORD)
    const reset = await post('seller', '/team/member/password/reset', { id: members[0]!.id, password: 'Fresh2026pw' })
    expect(reset.status).toBe(200)
    expect((await get().call('GET', '/user/info', { token })).status).toBe(401)
    expect((await get().newSession('viewer1', 'Fresh2026pw')).length).toBeGreaterThan(10)
    const weak = await post('seller', '/team/member/password/reset', { id: members[0]!.id, password: 'abcdef' })
    expect(weak.status).toBe(400)
    expect(weak.body.msg).toMatch(/^Password strength insufficient/)
  })

  it("another tenant's members and roles answer 404, and never appear in its lists", async () => {
    const members = (await post<{ list: TeamMember[] }>('seller', '/team/member/list', {})).body.data.list
    const roles = (await post<TeamRole[]>('seller', '/team/role/list', {})).body.data
    const staff = members.find((member) => member.username === 'staff')!
    const operator = roles.find((role) => role.name === '运营 Operator')!
    const update = await post('seller2', '/team/member/update', {
      id: staff.id,
      name: 'Hijack',
      phone: '',
      roleId: operator.id,
    })
    expect(update.status).toBe(404)
    expect((await post('seller2', '/team/member/status', { id: staff.id, enabled: false })).status).toBe(404)
    expect((await post('seller2', '/team/member/password/reset', { id: staff.id, password: PASSWORD })).status).toBe(
      404,
    )
    const role = await post('seller2', '/team/role/save', {
      id: operator.id,
      name: 'X',
      permissions: [{ permissionId: 'dashboard', actions: ['query'] }],
    })
    expect(role.status).toBe(404)
    expect((await post('seller2', '/team/role/delete', { id: operator.id })).status).toBe(404)
    const theirs = await createMember('seller2', { username: 'cross1', name: 'X', roleId: operator.id })
    expect(theirs.status).toBe(404)
    const list = (await post<{ list: TeamMember[] }>('seller2', '/team/member/list', {})).body.data.list
    expect(list.some((member) => member.username === 'staff')).toBe(false)
  })

  it('bad input answers 400 with a clear message in both languages', async () => {
    const roles = (await post<TeamRole[]>('seller', '/team/role/list', {})).body.data
    const operator = roles.find((role) => role.name === '运营 Operator')!
    const en = await createMember('seller', { username: 'ok-name', name: 'X', roleId: operator.id, phone: '12345' })
    expect(en.status).toBe(400)
    expect(en.body.msg).toBe('Phone: Please enter a valid mobile phone number (11 digits)')
    const zh = await createMember(
      'seller',
      { username: 'ok-name', name: 'X', roleId: operator.id, phone: '12345' },
      { locale: 'zh-CN' },
    )
    expect(zh.body.msg).toBe('手机号：请输入有效的手机号码（11 位）')
    const badKey = await createRole('seller', 'Bad', [{ permissionId: 'nope', actions: ['query'] }])
    expect(badKey.status).toBe(400)
    const badAction = await createRole('seller', 'Bad', [{ permissionId: 'sale', actions: ['fly'] }])
    expect(badAction.status).toBe(400)
    const empty = await createRole('seller', 'Empty', [], { locale: 'zh-CN' })
    expect(empty.status).toBe(400)
    expect(empty.body.msg).toMatch(/请至少选择一项权限/)
    const weak = await createMember(
      'seller',
      { username: 'weak1', name: 'W', roleId: operator.id, password: 'aaaaaa' },
      { locale: 'zh-CN' },
    )
    expect(weak.status).toBe(400)
    expect(weak.body.msg).toMatch(/^密码强度不够/)
    for (const body of [null, [], { id: 5 }, { id: 'x', enabled: 'yes' }, 'text']) {
      const answer = await post('seller', '/team/member/status', body as never)
      expect([400]).toContain(answer.status)
    }
    const taken = await createMember('seller', { username: 'Staff', name: 'Dup', roleId: operator.id })
    expect(taken.status).toBe(409)
  })

  it('the same Idempotency-Key creates once and answers the same; another body with it → 422', async () => {
    const roles = (await post<TeamRole[]>('seller', '/team/role/list', {})).body.data
    const operator = roles.find((role) => role.name === '运营 Operator')!
    const key = newKey('create')
    const body = { username: 'twice1', name: 'Twice', roleId: operator.id }
    const first = await createMember('seller', body, { key })
    const second = await createMember('seller', body, { key })
    expect(first.status).toBe(200)
    expect(second.body).toEqual(first.body)
    const count = await get().db.execute(sql`select count(*)::int as n from accounts where username = 'twice1'`)
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1)
    expect((await createMember('seller', { ...body, name: 'Other' }, { key })).status).toBe(422)
  })

  it('a role in use cannot be deleted; an unused one can', async () => {
    const roles = (await post<TeamRole[]>('seller', '/team/role/list', {})).body.data
    const operator = roles.find((role) => role.name === '运营 Operator')!
    const inUse = await post('seller', '/team/role/delete', { id: operator.id })
    expect(inUse.status).toBe(409)
    expect(inUse.body.msg).toMatch(/given to 2 member\(s\)/)
    const spare = (await createRole('seller', 'Spare', [{ permissionId: 'dashboard', actions: ['query'] }])).body.data
    expect((await post('seller', '/team/role/delete', { id: spare.id })).status).toBe(200)
    expect(
      (await post<TeamRole[]>('seller', '/team/role/list', {})).body.data.some((role) => role.id === spare.id),
    ).toBe(false)
  })
})
