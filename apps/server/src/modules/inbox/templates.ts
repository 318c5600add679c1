import { formatPaise } from '@khel/contract';
import type { UiLanguage } from '@khel/contract/constants';

/**
 * The inbox's message templates (README.md): a message is stored as one of these keys and its
 * parameters and rendered on read in the reader's language, so a player who switches language
 * reads every message, old ones too, in the new one. `{name}` is a parameter; `{amount}` is paise
 * shown as rupees. English is the fallback for a language or parameter that is missing.
 */
export interface MailParams {
  'deposit.credited': { orderNo: string; amount: string };
  'withdrawal.paid': { orderNo: string; amount: string };
  'withdrawal.failed': { orderNo: string; amount: string };
  'withdrawal.rejected': { orderNo: string; amount: string; reason: string };
  'reward.claimable': { amount: string };
  'vip.upgraded': { from: number; to: number };
  'vip.relegated': { from: number; to: number };
  'security.passwordChanged': Record<string, never>;
  'security.phoneChanged': { phone: string };
  'security.newDevice': { ip: string };
  'feedback.replied': { feedbackId: string; reply: string };
  /** The operator's own text: English plus translations per language. */
  broadcast: {
    title: string;
    content: string;
    translations?: Partial<Record<UiLanguage, { title?: string; content?: string }>>;
  };
}
export type MailTemplate = keyof MailParams;

type Text = { title: string; content: string };
type Table = Record<Exclude<MailTemplate, 'broadcast'>, Record<UiLanguage, Text>>;

const TEMPLATES: Table = {
  'deposit.credited': {
    en: {
      title: 'Deposit credited',
      content: 'Your deposit of ₹{amount} (order {orderNo}) has been credited to your balance.',
    },
    es: {
      title: 'Depósito acreditado',
      content: 'Tu depósito de ₹{amount} (pedido {orderNo}) se ha acreditado en tu saldo.',
    },
    fr: {
      title: 'Dépôt crédité',
      content: 'Votre dépôt de ₹{amount} (commande {orderNo}) a été crédité sur votre solde.',
    },
    id: {
      title: 'Deposit masuk',
      content: 'Deposit Anda sebesar ₹{amount} (pesanan {orderNo}) telah masuk ke saldo Anda.',
    },
    'zh-CN': {
      title: '存款已到账',
      content: '您的存款 ₹{amount}（订单 {orderNo}）已存入您的余额。',
    },
    'zh-TW': {
      title: '存款已入帳',
      content: '您的存款 ₹{amount}（訂單 {orderNo}）已存入您的餘額。',
    },
  },
  'withdrawal.paid': {
    en: {
      title: 'Withdrawal paid',
      content: 'Your withdrawal of ₹{amount} (order {orderNo}) has been paid to your bank account.',
    },
    es: {
      title: 'Retiro pagado',
      content: 'Tu retiro de ₹{amount} (pedido {orderNo}) se ha pagado en tu cuenta bancaria.',
    },
    fr: {
      title: 'Retrait payé',
      content:
        'Votre retrait de ₹{amount} (commande {orderNo}) a été versé sur votre compte bancaire.',
    },
    id: {
      title: 'Penarikan dibayar',
      content:
        'Penarikan Anda sebesar ₹{amount} (pesanan {orderNo}) telah dibayarkan ke rekening bank Anda.',
    },
    'zh-CN': {
      title: '提现已到账',
      content: '您的提现 ₹{amount}（订单 {orderNo}）已支付到您的银行账户。',
    },
    'zh-TW': {
      title: '提現已入帳',
      content: '您的提現 ₹{amount}（訂單 {orderNo}）已支付到您的銀行帳戶。',
    },
  },
  'withdrawal.failed': {
    en: {
      title: 'Withdrawal failed',
      content:
        'Your withdrawal of ₹{amount} (order {orderNo}) could not be paid. The amount is back in your balance.',
    },
    es: {
      title: 'Retiro fallido',
      content:
        'No se pudo pagar tu retiro de ₹{amount} (pedido {orderNo}). El importe ha vuelto a tu saldo.',
    },
    fr: {
      title: 'Échec du retrait',
      content:
        "Votre retrait de ₹{amount} (commande {orderNo}) n'a pas pu être versé. Le montant est revenu sur votre solde.",
    },
    id: {
      title: 'Penarikan gagal',
      content:
        'Penarikan Anda sebesar ₹{amount} (pesanan {orderNo}) tidak dapat dibayarkan. Jumlahnya telah kembali ke saldo Anda.',
    },
    'zh-CN': {
      title: '提现失败',
      content: '您的提现 ₹{amount}（订单 {orderNo}）未能支付，金额已退回您的余额。',
    },
    'zh-TW': {
      title: '提現失敗',
      content: '您的提現 ₹{amount}（訂單 {orderNo}）未能支付，金額已退回您的餘額。',
    },
  },
  'withdrawal.rejected': {
    en: {
      title: 'Withdrawal rejected',
      content:
        'Your withdrawal of ₹{amount} (order {orderNo}) was rejected: {reason}. The amount is back in your balance.',
    },
    es: {
      title: 'Retiro rechazado',
      content:
        'Tu retiro de ₹{amount} (pedido {orderNo}) fue rechazado: {reason}. El importe ha vuelto a tu saldo.',
    },
    fr: {
      title: 'Retrait refusé',
      content:
        'Votre retrait de ₹{amount} (commande {orderNo}) a été refusé : {reason}. Le montant est revenu sur votre solde.',
    },
    id: {
      title: 'Penarikan ditolak',
      content:
        'Penarikan Anda sebesar ₹{amount} (pesanan {orderNo}) ditolak: {reason}. Jumlahnya telah kembali ke saldo Anda.',
    },
    'zh-CN': {
      title: '提现被拒绝',
      content: '您的提现 ₹{amount}（订单 {orderNo}）被拒绝：{reason}。金额已退回您的余额。',
    },
    'zh-TW': {
      title: '提現被拒絕',
      content: '您的提現 ₹{amount}（訂單 {orderNo}）被拒絕：{reason}。金額已退回您的餘額。',
    },
  },
  'reward.claimable': {
    en: {
      title: 'Reward ready to claim',
      content: 'A reward of ₹{amount} is waiting for you. Claim it in My reward.',
    },
    es: {
      title: 'Recompensa lista',
      content: 'Te espera una recompensa de ₹{amount}. Reclámala en Mi recompensa.',
    },
    fr: {
      title: 'Récompense disponible',
      content: 'Une récompense de ₹{amount} vous attend. Réclamez-la dans Ma récompense.',
    },
    id: {
      title: 'Hadiah siap diklaim',
      content: 'Hadiah sebesar ₹{amount} menunggu Anda. Klaim di Hadiah saya.',
    },
    'zh-CN': {
      title: '奖励可领取',
      content: '您有一笔 ₹{amount} 的奖励待领取，请在“我的奖励”中领取。',
    },
    'zh-TW': {
      title: '獎勵可領取',
      content: '您有一筆 ₹{amount} 的獎勵待領取，請在「我的獎勵」中領取。',
    },
  },
  'vip.upgraded': {
    en: {
      title: 'VIP level up',
      content: 'Congratulations! Your VIP level rose from VIP{from} to VIP{to}.',
    },
    es: {
      title: 'Subida de nivel VIP',
      content: '¡Enhorabuena! Tu nivel VIP subió de VIP{from} a VIP{to}.',
    },
    fr: {
      title: 'Niveau VIP supérieur',
      content: 'Félicitations ! Votre niveau VIP est passé de VIP{from} à VIP{to}.',
    },
    id: {
      title: 'Level VIP naik',
      content: 'Selamat! Level VIP Anda naik dari VIP{from} ke VIP{to}.',
    },
    'zh-CN': { title: 'VIP 升级', content: '恭喜！您的 VIP 等级已从 VIP{from} 升至 VIP{to}。' },
    'zh-TW': { title: 'VIP 升級', content: '恭喜！您的 VIP 等級已從 VIP{from} 升至 VIP{to}。' },
  },
  'vip.relegated': {
    en: {
      title: 'VIP level changed',
      content:
        'Your VIP level went from VIP{from} to VIP{to}, as last month did not meet the relegation requirement.',
    },
    es: {
      title: 'Nivel VIP cambiado',
      content:
        'Tu nivel VIP pasó de VIP{from} a VIP{to}, porque el mes pasado no cumplió el requisito de mantenimiento.',
    },
    fr: {
      title: 'Niveau VIP modifié',
      content:
        "Votre niveau VIP est passé de VIP{from} à VIP{to}, le mois dernier n'ayant pas rempli la condition de maintien.",
    },
    id: {
      title: 'Level VIP berubah',
      content:
        'Level VIP Anda berubah dari VIP{from} ke VIP{to}, karena bulan lalu tidak memenuhi syarat penurunan level.',
    },
    'zh-CN': {
      title: 'VIP 等级变更',
      content: '由于上月未达到保级要求，您的 VIP 等级已从 VIP{from} 变为 VIP{to}。',
    },
    'zh-TW': {
      title: 'VIP 等級變更',
      content: '由於上月未達到保級要求，您的 VIP 等級已從 VIP{from} 變為 VIP{to}。',
    },
  },
  'security.passwordChanged': {
    en: {
      title: 'Password changed',
      content:
        'The login password of your account was changed. If this was not you, contact customer service at once.',
    },
    es: {
      title: 'Contraseña cambiada',
      content:
        'Se cambió la contraseña de acceso de tu cuenta. Si no fuiste tú, contacta de inmediato con atención al cliente.',
    },
    fr: {
      title: 'Mot de passe modifié',
      content:
        "Le mot de passe de connexion de votre compte a été modifié. Si ce n'était pas vous, contactez tout de suite le service client.",
    },
    id: {
      title: 'Kata sandi diubah',
      content:
        'Kata sandi login akun Anda telah diubah. Jika bukan Anda, segera hubungi layanan pelanggan.',
    },
    'zh-CN': {
      title: '密码已修改',
      content: '您账户的登录密码已修改。如非本人操作，请立即联系客服。',
    },
    'zh-TW': {
      title: '密碼已修改',
      content: '您帳戶的登入密碼已修改。如非本人操作，請立即聯繫客服。',
    },
  },
  'security.phoneChanged': {
    en: {
      title: 'Phone number changed',
      content:
        'Your account is now bound to the phone number {phone}. If this was not you, contact customer service at once.',
    },
    es: {
      title: 'Teléfono cambiado',
      content:
        'Tu cuenta está ahora vinculada al teléfono {phone}. Si no fuiste tú, contacta de inmediato con atención al cliente.',
    },
    fr: {
      title: 'Numéro de téléphone modifié',
      content:
        "Votre compte est désormais lié au numéro {phone}. Si ce n'était pas vous, contactez tout de suite le service client.",
    },
    id: {
      title: 'Nomor telepon diubah',
      content:
        'Akun Anda kini terhubung ke nomor telepon {phone}. Jika bukan Anda, segera hubungi layanan pelanggan.',
    },
    'zh-CN': {
      title: '手机号已更改',
      content: '您的账户现已绑定手机号 {phone}。如非本人操作，请立即联系客服。',
    },
    'zh-TW': {
      title: '手機號已變更',
      content: '您的帳戶現已綁定手機號 {phone}。如非本人操作，請立即聯繫客服。',
    },
  },
  'security.newDevice': {
    en: {
      title: 'Login from a new device',
      content:
        'Your account was just logged in on a new device (address {ip}). If this was not you, change your password at once.',
    },
    es: {
      title: 'Inicio de sesión en un dispositivo nuevo',
      content:
        'Se acaba de iniciar sesión en tu cuenta desde un dispositivo nuevo (dirección {ip}). Si no fuiste tú, cambia tu contraseña de inmediato.',
    },
    fr: {
      title: 'Connexion depuis un nouvel appareil',
      content:
        "Votre compte vient d'être connecté sur un nouvel appareil (adresse {ip}). Si ce n'était pas vous, changez tout de suite votre mot de passe.",
    },
    id: {
      title: 'Login dari perangkat baru',
      content:
        'Akun Anda baru saja login di perangkat baru (alamat {ip}). Jika bukan Anda, segera ubah kata sandi Anda.',
    },
    'zh-CN': {
      title: '新设备登录',
      content: '您的账户刚刚在新设备上登录（地址 {ip}）。如非本人操作，请立即修改密码。',
    },
    'zh-TW': {
      title: '新裝置登入',
      content: '您的帳戶剛剛在新裝置上登入（位址 {ip}）。如非本人操作，請立即修改密碼。',
    },
  },
  'feedback.replied': {
    en: { title: 'Reply to your feedback', content: '{reply}' },
    es: { title: 'Respuesta a tu opinión', content: '{reply}' },
    fr: { title: 'Réponse à votre avis', content: '{reply}' },
    id: { title: 'Balasan untuk masukan Anda', content: '{reply}' },
    'zh-CN': { title: '您的反馈已回复', content: '{reply}' },
    'zh-TW': { title: '您的回饋已回覆', content: '{reply}' },
  },
};

const fill = (pattern: string, params: Record<string, unknown>) =>
  pattern.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) return '';
    // Amounts are kept in paise; a message shows rupees.
    if (name === 'amount') return formatPaise(String(value), { decimals: 'trim' });
    return String(value);
  });

/** A stored message in `language` (English when null or not translated). */
export function renderMail(
  template: string,
  params: Record<string, unknown>,
  language: UiLanguage | null,
): Text {
  const lang = language ?? 'en';
  if (template === 'broadcast') {
    const own = (params.translations as MailParams['broadcast']['translations'])?.[lang];
    return {
      title: own?.title?.trim() || String(params.title ?? ''),
      content: own?.content?.trim() || String(params.content ?? ''),
    };
  }
  const texts = TEMPLATES[template as keyof Table];
  if (!texts) return { title: template, content: '' };
  const text = texts[lang] ?? texts.en;
  return { title: fill(text.title, params), content: fill(text.content, params) };
}

export const MAIL_TEMPLATES = Object.keys(TEMPLATES) as MailTemplate[];
