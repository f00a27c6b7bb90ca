import { expect, it } from 'vitest'
import { ACTIONS, PERMISSION_KEYS, type UserInfo } from '../../../src/contract/permissions'
import { describeApp } from '../../test/helper'

describeApp('GET /user/info', (get) => {
  it('tells the owner who they are, with every permission and action', async () => {
    const token = await get().login('seller')
    const answer = await get().call<UserInfo>('GET', '/user/info', { token })
    expect(answer.status).toBe(200)
    const info = answer.body.data
    expect(info).toMatchObject({ id: 'd-demo', did: 'd-demo', username: 'seller', type: 0, avatar: '' })
    expect(info.role.permissions.map((permission) => permission.permissionId).sort()).toEqual(
      [...PERMISSION_KEYS].sort(),
    )
    for (const permission of info.role.permissions) {
      expect(permission.actionEntitySet.map((entity) => entity.action)).toEqual([...ACTIONS])
      expect(permission.actionEntitySet.every((entity) => entity.defaultCheck === false)).toBe(true)
    }
  })

  it('names permissions and actions in the caller language', async () => {
    const token = await get().login('seller')
    const zh = await get().call<UserInfo>('GET', '/user/info', { token })
    const en = await get().call<UserInfo>('GET', '/user/info', { token, locale: 'en' })
    const dashboard = (info: UserInfo) =>
      info.role.permissions.find((permission) => permission.permissionId === 'dashboard')
    expect(dashboard(zh.body.data)?.permissionName).toBe('仪表盘')
    expect(dashboard(en.body.data)?.permissionName).toBe('Dashboard')
    expect(dashboard(zh.body.data)?.actionEntitySet[0]).toEqual({
      action: 'add',
      describe: '新增',
      defaultCheck: false,
    })
  })

  it('shows a team member its own id, the tenant did and only its role keys', async () => {
    const token = await get().login('staff')
    const info = (await get().call<UserInfo>('GET', '/user/info', { token })).body.data
    expect(info.id).not.toBe(info.did)
    expect(info.did).toBe('d-demo')
    expect(info.role.name).toBe('运营 Operator')
    const keys = info.role.permissions.map((permission) => permission.permissionId)
    expect(keys).toContain('material_list')
    expect(keys).not.toContain('distribution_settlement_list')
    const goodsList = info.role.permissions.find((permission) => permission.permissionId === 'goods_list')
    expect(goodsList?.actionEntitySet.map((entity) => entity.action)).toEqual(['query', 'get', 'edit'])
  })

  it('marks the factory as type 1 with the keys of its landing page', async () => {
    const token = await get().login('factory')
    const info = (await get().call<UserInfo>('GET', '/user/info', { token })).body.data
    expect(info.type).toBe(1)
    expect(info.role.permissions.map((permission) => permission.permissionId)).toContain('manufacturer_product_list')
  })

  it('marks the supplier as type 2 in its own tenant', async () => {
    const token = await get().login('supplier')
    const info = (await get().call<UserInfo>('GET', '/user/info', { token })).body.data
    expect(info).toMatchObject({ type: 2, id: 'd-demo-supplier', did: 'd-demo-supplier' })
  })

  it('answers 401 without a token, in the caller language', async () => {
    const en = await get().call('GET', '/user/info', { locale: 'en' })
    expect(en.status).toBe(401)
    expect(en.body).toEqual({ code: 40100, msg: 'Please sign in first', data: null })
    const zh = await get().call('GET', '/user/info')
    expect(zh.body.msg).toBe('请先登录')
  })
})
