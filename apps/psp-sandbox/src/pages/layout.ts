/** Server-rendered pages: a shared shell with small inline CSS, sized for a phone. */

export const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const CSS = `
*{box-sizing:border-box}body{margin:0;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1c2433}
.sandbox{background:#ffb020;color:#3a2600;text-align:center;font-weight:700;font-size:12px;letter-spacing:.06em;padding:6px}
header{background:#1b3a6b;color:#fff;padding:14px 16px;display:flex;align-items:center;gap:10px}
header .logo{width:30px;height:30px;border-radius:8px;background:#fff;color:#1b3a6b;display:grid;place-items:center;font-weight:800}
header h1{font-size:17px;margin:0;font-weight:600}
main{padding:14px;max-width:480px;margin:0 auto}
.card{background:#fff;border-radius:14px;padding:16px;margin-bottom:12px;box-shadow:0 1px 3px rgba(20,30,60,.08)}
.muted{color:#6b7588;font-size:13px}.center{text-align:center}
.amount{font-size:32px;font-weight:700;margin:4px 0}
.row{display:flex;justify-content:space-between;gap:12px;padding:9px 0;border-bottom:1px solid #eef0f4;font-size:14px}
.row:last-child{border-bottom:0}.row b{font-weight:600;text-align:right;word-break:break-all}
.qr{width:172px;height:172px;margin:10px auto;display:block;border:8px solid #fff;outline:1px solid #dfe3ea;border-radius:6px}
.timer{display:inline-block;background:#fff4e0;color:#a85d00;border-radius:999px;padding:4px 12px;font-weight:600;font-size:13px}
.btn{display:block;width:100%;border:0;border-radius:12px;padding:14px;font-size:16px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.btn-pay{background:#137a45;color:#fff}.btn-fail{background:#fff;color:#c62f2f;border:1.5px solid #e6b3b3;margin-top:10px}
.btn-back{background:#1b3a6b;color:#fff;margin-top:14px}
.badge{display:inline-block;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
.s-paid,.s-received{background:#e3f6ec;color:#137a45}.s-failed,.s-not_found{background:#fde8e8;color:#b42323}
.s-created,.s-pending,.s-processing{background:#fff4e0;color:#a85d00}.s-expired{background:#eceef2;color:#5b6475}
.icon{width:64px;height:64px;border-radius:50%;display:grid;place-items:center;margin:8px auto;font-size:34px;color:#fff}
.icon.paid{background:#137a45}.icon.failed{background:#d64545}.icon.expired{background:#8a93a3}
.items{list-style:none;margin:0;padding:0}.item{border-top:1px solid #eef0f4;padding:12px 0}.item:first-of-type{border-top:0}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.item .top{display:flex;justify-content:space-between;align-items:center;gap:8px}
.item form{display:flex;gap:8px;margin-top:8px}.item input{flex:1;min-width:0;padding:9px;border:1px solid #cfd5df;border-radius:9px;font-size:14px}
.mini{border:0;border-radius:9px;padding:9px 12px;font-weight:600;font-size:14px;cursor:pointer}
.mini.ok{background:#137a45;color:#fff}.mini.no{background:#fde8e8;color:#b42323}
.notice{border-radius:10px;padding:10px 12px;margin-bottom:12px;font-size:14px}.notice.ok{background:#e3f6ec}.notice.err{background:#fde8e8}
h2{font-size:16px;margin:0 0 6px}
`;

export function page(options: {
  title: string;
  heading: string;
  banner: string;
  lang?: string;
  body: string;
  script?: string;
}) {
  return `<!doctype html>
<html lang="${escapeHtml(options.lang ?? 'en')}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(options.title)}</title><style>${CSS}</style></head>
<body><div class="sandbox">${escapeHtml(options.banner)}</div>
<header><div class="logo">₹</div><h1>${escapeHtml(options.heading)}</h1></header>
<main>${options.body}</main>${options.script ? `<script>${options.script}</script>` : ''}</body></html>`;
}
