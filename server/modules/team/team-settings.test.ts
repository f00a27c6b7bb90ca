// Account settings: profile, avatar uploads checked by content and size, the phone with an SMS
// code, preferences with versions, and the binding view.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { expect, it } from 'vitest'
import { DEFAULT_VIEW_SETTINGS } from '../../../src/contract/constants'
import type { UserInfo } from '../../../src/contract/permissions'
import type { BindingInfo, Preferences, Profile } from '../../../src/contract/team'
import { describeApp } from '../../test/helper'
import { teamCaller, upload } from './test-support'

const dataDir = mkdtempSync(path.join(tmpdir(), 'team-files-'))

const image = (format: 'png' | 'jpeg', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#fa541c' } })
    [format]()
    .toBuffer()

describeApp(
  'account settings',
  (get) => {
    const post = teamCaller(get)

    it('updates the name of the profile; a stale version answers 412', async () => {
      const profile = (await post<Profile>('seller', '/team/profile')).body.data
      expect(profile).toMatchObject({ username: 'seller', owner: true })
      const renamed = await post<Profile>('seller', '/team/profile/update', {
        name: 'Renamed Seller',
        version: profile.version,
      })
      expect(renamed.status).toBe(200)
      expect(renamed.body.data.name).toBe('Renamed Seller')
      const stale = await post('seller', '/team/profile/update', { name: 'Again', version: profile.version })
      expect(stale.status).toBe(412)
      expect((await post('seller', '/team/profile/update', { name: '  ' }, { locale: 'zh-CN' })).status).toBe(400)
    })

    it('takes a PNG and a JPG avatar, serves it, and user info shows it', async () => {
      const token = await get().login('seller')
      const png = await upload(get, token, '/team/profile/avatar', await image('png', 600), 'me.png', 'image/png')
      expect(png.status).toBe(200)
      const avatar = (png.body.data as Profile).avatar
      expect(avatar).toMatch(/^\/dis\/ts\/files\/avatars\/d-demo\/[0-9a-f]{32}\.png$/)
      const served = await get().app.inject({ method: 'GET', url: avatar })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/png')
      expect((await sharp(served.rawPayload).metadata()).width).toBe(256)
      const jpg = await upload(get, token, '/team/profile/avatar', await image('jpeg'), 'me.jpg', 'image/jpeg')
      expect(jpg.status).toBe(200)
      const info = (await get().call<UserInfo>('GET', '/user/info', { token })).body.data
      expect(info.avatar).toMatch(/\.jpg$/)
      // The replaced file is gone.
      expect((await get().app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404)
    })

    it('refuses a text file renamed to .png (by content) and a file over 500K, in both languages', async () => {
      const token = await get().login('seller')
      const text = await upload(
        get,
        token,
        '/team/profile/avatar',
        Buffer.from('hello, not an image'),
        'x.png',
        'image/png',
      )
      expect(text.status).toBe(415)
      expect(text.body.msg).toBe('Only JPG or PNG files may be uploaded')
      const big = Buffer.concat([await image('png'), Buffer.alloc(501 * 1024)])
      const tooBig = await upload(get, token, '/team/profile/avatar', big, 'big.png', 'image/png')
      expect(tooBig.status).toBe(413)
      expect(tooBig.body.msg).toBe('File size cannot exceed 500K')
      const gif = await upload(get, token, '/team/profile/avatar', Buffer.from('GIF89a....'), 'x.gif', 'image/gif')
      expect(gif.status).toBe(415)
      const none = await get().call('POST', '/team/profile/avatar', { token, body: {}, locale: 'zh-CN' })
      expect(none.status).toBe(400)
      expect(none.body.msg).toBe('请选择要上传的 JPG 或 PNG 文件')
      expect(
        (await get().app.inject({ method: 'GET', url: '/dis/ts/files/avatars/..%2F..%2Fsecret.png' })).statusCode,
      ).toBe(404)
    })

    it('changes the phone with an SMS code; a wrong code or a taken number is refused', async () => {
      const phone = '13900001111'
      expect((await get().call('POST', '/account/sms', { body: { phone, purpose: 'bind' } })).status).toBe(200)
      const wrong = await post('staff', '/team/profile/phone', { phone, smsCode: '000000' })
      expect(wrong.status).toBe(400)
      const code = get().sms.lastCode(phone)
      const changed = await post<Profile>('staff', '/team/profile/phone', { phone, smsCode: code })
      expect(changed.status).toBe(200)
      expect(changed.body.data.phone).toBe(phone)
      // Used up: the same code does not work twice.
      expect((await post('staff', '/team/profile/phone', { phone: '13900001112', smsCode: code })).status).toBe(400)
      const taken = '13800000001'
      await get().call('POST', '/account/sms', { body: { phone: taken, purpose: 'bind' } })
      const clash = await post('staff', '/team/profile/phone', { phone: taken, smsCode: get().sms.lastCode(taken) })
      expect(clash.status).toBe(409)
      const bad = await post('staff', '/team/profile/phone', { phone: '123', smsCode: '12' }, { locale: 'zh-CN' })
      expect(bad.status).toBe(400)
      expect(bad.body.msg).toMatch(/手机号：请输入有效的手机号码/)
    })

    it('keeps view settings and notification choices per account, with versions', async () => {
      const empty = (await post<Preferences>('staff', '/team/preferences')).body.data
      expect(empty).toMatchObject({ view: null, version: 0 })
      expect(empty.notifications.lowBalance).toEqual({ inApp: true, sms: true })
      const settings = { ...DEFAULT_VIEW_SETTINGS, layout: 'sidemenu', color: '#1890FF' }
      const saved = await post<Preferences>('staff', '/team/preferences/view', { settings, version: 0 })
      expect(saved.status).toBe(200)
      expect(saved.body.data).toMatchObject({ view: settings, version: 1 })
      const stale = await post<Preferences>('staff', '/team/preferences/view', { settings, version: 0 })
      expect(stale.status).toBe(412)
      expect(stale.body.data.version).toBe(1)
      const notifications = { ...empty.notifications, newOrder: { inApp: false, sms: true } }
      const both = await post<Preferences>('staff', '/team/preferences/notifications', { notifications, version: 1 })
      expect(both.body.data).toMatchObject({ view: settings, notifications, version: 2 })
      // Another account sees its own, not these.
      expect((await post<Preferences>('seller', '/team/preferences')).body.data.view).toBeNull()
      const badColour = await post('staff', '/team/preferences/view', { settings: { ...settings, color: 'red' } })
      expect(badColour.status).toBe(400)
      const missing = await post('staff', '/team/preferences/notifications', {
        notifications: { newOrder: { inApp: true } },
      })
      expect(missing.status).toBe(400)
    })

    it('shows the binding: the owner its invitation code and partners, a supplier its distributors', async () => {
      const seller = (await post<BindingInfo>('seller', '/team/binding')).body.data
      expect(seller.inviteCode).toBe('DEMO2026')
      // The demo supplier, the demo factory and three more demo factories abroad (demo-supply.ts).
      expect(seller.partners.map((partner) => partner.type).sort()).toEqual([1, 1, 1, 1, 2])
      const staff = (await post<BindingInfo>('staff', '/team/binding')).body.data
      expect(staff.inviteCode).toBeNull()
      const supplier = (await post<BindingInfo>('supplier', '/team/binding')).body.data
      expect(supplier.partners.map((partner) => partner.id)).toEqual(['d-demo'])
      expect(supplier.inviteCode).toBeNull()
    })
  },
  { config: { dataDir } },
)
