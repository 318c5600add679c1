/**
 * DEMO CONFIGURATION. The promotions a sandbox deployment runs (table `campaigns`, read by
 * modules/promotions): every row is marked `demo`; the figures follow docs/product.md §9 where
 * it fixes them (35 % cashback from Rs 500 up to Rs 30,000 a day, sign-up bonus within 24 hours)
 * and are placeholders elsewhere (first-deposit 100 % up to Rs 2,000, 5 % gift, Rs 28 sign-up).
 * The demo popup is seeded switched off. Seeded once ('demo-promotions-v1'); the operator edits
 * them through the campaign API.
 */
type Texts = { en: string; es: string; fr: string; 'zh-CN': string; 'zh-TW': string; id: string };

export interface DemoCampaign {
  kind: 'first_deposit' | 'deposit_gift' | 'signup_bonus' | 'deposit_cashback' | 'popup' | 'link';
  title: Texts;
  rules: Texts;
  params: Record<string, unknown>;
  wagerMultipleHundredths: number | null;
  sortOrder: number;
  /** Running (true when absent). */
  enabled?: boolean;
}

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    kind: 'deposit_cashback',
    title: {
      en: '35% deposit cashback',
      es: 'Reembolso del 35% en depósitos',
      fr: 'Cashback de 35 % sur les dépôts',
      'zh-CN': '存款返现 35%',
      'zh-TW': '存款返現 35%',
      id: 'Cashback deposit 35%',
    },
    rules: {
      en: 'Every deposit of Rs 500 or more earns 35% cashback, up to Rs 30,000 a day.\nBind your phone number and add a withdraw account before you deposit.',
      es: 'Cada depósito de Rs 500 o más gana un 35% de reembolso, hasta Rs 30,000 al día.\nVincula tu teléfono y añade una cuenta de retiro antes de depositar.',
      fr: 'Chaque dépôt de Rs 500 ou plus rapporte 35 % de cashback, jusqu’à Rs 30,000 par jour.\nLiez votre téléphone et ajoutez un compte de retrait avant de déposer.',
      'zh-CN':
        '每笔 Rs 500 及以上的存款可获 35% 返现，每天最多 Rs 30,000。\n存款前请绑定手机号并添加提现账户。',
      'zh-TW':
        '每筆 Rs 500 以上的存款可獲 35% 返現，每天最多 Rs 30,000。\n存款前請綁定手機號並新增提現帳戶。',
      id: 'Setiap deposit Rs 500 atau lebih mendapat cashback 35%, hingga Rs 30,000 per hari.\nHubungkan nomor ponsel dan tambahkan rekening penarikan sebelum deposit.',
    },
    params: { percent: 35, minDepositRupees: 500, dailyCapRupees: 30_000 },
    wagerMultipleHundredths: 100,
    sortOrder: 1,
  },
  {
    kind: 'first_deposit',
    title: {
      en: 'First deposit bonus',
      es: 'Bono del primer depósito',
      fr: 'Bonus de premier dépôt',
      'zh-CN': '首充奖励',
      'zh-TW': '首充獎勵',
      id: 'Bonus deposit pertama',
    },
    rules: {
      en: 'Join the bonus event with your first deposit: 100% of it, up to Rs 2,000.',
      es: 'Únete al evento de bono con tu primer depósito: el 100%, hasta Rs 2,000.',
      fr: 'Rejoignez l’événement bonus avec votre premier dépôt : 100 %, jusqu’à Rs 2,000.',
      'zh-CN': '首次存款时参加奖励活动：获得存款的 100%，最多 Rs 2,000。',
      'zh-TW': '首次存款時參加獎勵活動：獲得存款的 100%，最多 Rs 2,000。',
      id: 'Ikuti event bonus dengan deposit pertama Anda: 100%, hingga Rs 2,000.',
    },
    params: { percent: 100, capRupees: 2_000 },
    wagerMultipleHundredths: 500,
    sortOrder: 2,
  },
  {
    kind: 'signup_bonus',
    title: {
      en: 'Sign-up bonus',
      es: 'Bono de registro',
      fr: 'Bonus d’inscription',
      'zh-CN': '注册奖励',
      'zh-TW': '註冊獎勵',
      id: 'Bonus pendaftaran',
    },
    rules: {
      en: 'New players: bind your phone and take Rs 28 within 24 hours of registering.\nClaim it within 7 days.',
      es: 'Nuevos jugadores: vincula tu teléfono y toma Rs 28 en las 24 horas siguientes al registro.\nReclámalo en 7 días.',
      fr: 'Nouveaux joueurs : liez votre téléphone et prenez Rs 28 dans les 24 heures suivant l’inscription.\nRéclamez-le sous 7 jours.',
      'zh-CN': '新玩家：注册后 24 小时内绑定手机即可领取 Rs 28。\n请在 7 天内领取。',
      'zh-TW': '新玩家：註冊後 24 小時內綁定手機即可領取 Rs 28。\n請在 7 天內領取。',
      id: 'Pemain baru: hubungkan ponsel dan ambil Rs 28 dalam 24 jam setelah mendaftar.\nKlaim dalam 7 hari.',
    },
    params: { amountRupees: 28 },
    wagerMultipleHundredths: 300,
    sortOrder: 3,
  },
  {
    kind: 'deposit_gift',
    title: {
      en: 'Deposit bonus event',
      es: 'Evento de bono de depósito',
      fr: 'Événement bonus de dépôt',
      'zh-CN': '存款奖励活动',
      'zh-TW': '存款獎勵活動',
      id: 'Event bonus deposit',
    },
    rules: {
      en: 'After your first deposit, join the bonus event on the Deposit page for 5% extra.',
      es: 'Tras tu primer depósito, únete al evento de bono en Depósito para un 5% extra.',
      fr: 'Après votre premier dépôt, rejoignez l’événement bonus sur la page Dépôt pour 5 % de plus.',
      'zh-CN': '首次存款后，在存款页参加奖励活动可额外获得 5%。',
      'zh-TW': '首次存款後，在存款頁參加獎勵活動可額外獲得 5%。',
      id: 'Setelah deposit pertama, ikuti event bonus di halaman Deposit untuk ekstra 5%.',
    },
    params: { percent: 5 },
    wagerMultipleHundredths: null,
    sortOrder: 4,
  },
  {
    kind: 'popup',
    title: {
      en: '35% deposit cashback',
      es: 'Reembolso del 35% en depósitos',
      fr: 'Cashback de 35 % sur les dépôts',
      'zh-CN': '存款返现 35%',
      'zh-TW': '存款返現 35%',
      id: 'Cashback deposit 35%',
    },
    rules: {
      en: 'Deposit Rs 500 or more and get 35% back, up to Rs 30,000 a day.',
      es: 'Deposita Rs 500 o más y recupera un 35%, hasta Rs 30,000 al día.',
      fr: 'Déposez Rs 500 ou plus et récupérez 35 %, jusqu’à Rs 30,000 par jour.',
      'zh-CN': '存款 Rs 500 及以上即返 35%，每天最多 Rs 30,000。',
      'zh-TW': '存款 Rs 500 以上即返 35%，每天最多 Rs 30,000。',
      id: 'Deposit Rs 500 atau lebih dan dapatkan 35% kembali, hingga Rs 30,000 per hari.',
    },
    params: { link: '/pages/promo/RebatePromo/RebatePromo' },
    wagerMultipleHundredths: null,
    sortOrder: 0,
    // Off until the operator turns it on: a popup over every tab page would stand in front of
    // whatever a sandbox visitor (or a browser test) came to do.
    enabled: false,
  },
  {
    kind: 'link',
    title: {
      en: 'Jili gift codes',
      es: 'Códigos de regalo Jili',
      fr: 'Codes cadeaux Jili',
      'zh-CN': 'Jili 礼品码',
      'zh-TW': 'Jili 禮品碼',
      id: 'Kode hadiah Jili',
    },
    rules: {
      en: 'Have a Jili gift code? Redeem it on the Jili page.',
      es: '¿Tienes un código de regalo Jili? Canjéalo en la página de Jili.',
      fr: 'Vous avez un code cadeau Jili ? Utilisez-le sur la page Jili.',
      'zh-CN': '有 Jili 礼品码？请在 Jili 页面兑换。',
      'zh-TW': '有 Jili 禮品碼？請在 Jili 頁面兌換。',
      id: 'Punya kode hadiah Jili? Tukarkan di halaman Jili.',
    },
    params: { link: '/pages/promo/Jili' },
    wagerMultipleHundredths: null,
    sortOrder: 5,
  },
  {
    kind: 'link',
    title: {
      en: 'Invitation ranks',
      es: 'Clasificación de invitaciones',
      fr: 'Classement des parrainages',
      'zh-CN': '邀请排行榜',
      'zh-TW': '邀請排行榜',
      id: 'Peringkat undangan',
    },
    rules: {
      en: 'See who invited the most valid friends this week and this month.',
      es: 'Mira quién invitó a más amigos válidos esta semana y este mes.',
      fr: 'Découvrez qui a parrainé le plus d’amis valides cette semaine et ce mois-ci.',
      'zh-CN': '看看本周和本月谁邀请的有效好友最多。',
      'zh-TW': '看看本週和本月誰邀請的有效好友最多。',
      id: 'Lihat siapa yang mengundang teman valid terbanyak minggu ini dan bulan ini.',
    },
    params: { link: '/pages/promo/InvitationalRanks' },
    wagerMultipleHundredths: null,
    sortOrder: 6,
  },
];
