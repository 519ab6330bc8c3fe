// The report's look, inline so the page opens from disk with nothing to fetch.
export const PAGE_STYLE = `
body{font-family:system-ui,"Segoe UI",Roboto,sans-serif;max-width:78rem;margin:1.5rem auto;padding:0 1rem;color:#0f172a;line-height:1.45}
h1{margin-bottom:.25rem}h2{margin-top:2rem}h2 small{font-weight:400;color:#64748b;font-size:.9rem}
table{border-collapse:collapse;margin:.5rem 0;width:100%}td,th{border:1px solid #cbd5e1;padding:.3rem .5rem;text-align:left;vertical-align:top}
thead th{background:#f1f5f9}tbody th{font-weight:600;background:#f8fafc}
.pass{color:#166534}.fail{color:#b91c1c}.none{color:#64748b}td.fail{background:#fef2f2}
.meta{color:#475569}
.verdict{border:2px solid;border-radius:.5rem;padding:.5rem 1rem;margin:1rem 0}.verdict.pass{border-color:#16a34a;background:#f0fdf4}.verdict.fail{border-color:#dc2626;background:#fef2f2}
.verdict .big{font-size:1.5rem;font-weight:700;margin:.25rem 0}
.howto{background:#f8fafc;border:1px solid #e2e8f0;border-radius:.5rem;padding:.25rem 1rem}
.signoff{margin-top:1.5rem;border:1px dashed #94a3b8;padding:.5rem 1rem;border-radius:.5rem}.signoff .line{display:inline-block;width:12rem;border-bottom:1px solid #0f172a;margin:0 1rem 0 .25rem}
article{border-top:3px solid #e2e8f0;margin-top:2.5rem}
.chart-frame{overflow-x:auto;border:1px solid #e2e8f0;border-radius:.5rem;padding:.5rem;background:#fff}
.legend{display:flex;flex-wrap:wrap;gap:1rem;font-size:.9rem;color:#334155;margin:.25rem 0}
.legend i{display:inline-block;width:1.5rem;height:.8rem;border:2px solid;border-radius:3px;vertical-align:middle;margin-right:.3rem}
.legend .k-cov{border-color:#15803d;background:#f0fdf4}.legend .k-gap{border-color:#dc2626;background:#fef2f2}.legend .k-region{border-style:dashed;border-color:#64748b}
svg.chart{font-family:system-ui,"Segoe UI",Roboto,sans-serif;display:block}
svg.chart .state>rect{stroke-width:2}
svg.chart .state.cov>rect{fill:#f0fdf4;stroke:#15803d}svg.chart .state.gap>rect{fill:#fef2f2;stroke:#dc2626;stroke-width:3}
svg.chart .state.container>rect{fill-opacity:.45}svg.chart .state.machine>rect{fill:#fff;stroke:#94a3b8}
svg.chart .state.region>rect{stroke-dasharray:6 4}svg.chart rect.inner{fill:none;stroke:inherit;stroke-width:1.5}
svg.chart .state.cov rect.inner{stroke:#15803d}svg.chart .state.gap rect.inner{stroke:#dc2626}
svg.chart text{font-size:11px;fill:#1e293b}svg.chart text.name{font-size:13px;font-weight:700;fill:#0f172a}
svg.chart text.guard{font-style:italic}svg.chart text.t-cov{fill:#166534}svg.chart text.t-gap{fill:#b91c1c;font-weight:700}
svg.chart .initial{fill:#0f172a}svg.chart .to-initial{fill:none;stroke:#0f172a;stroke-width:1.5;marker-end:url(#head-init)}
svg.chart .arrow path{fill:none;stroke-width:1.6}
svg.chart .arrow.cov path{stroke:#15803d;marker-end:url(#head-cov)}svg.chart .arrow.gap path{stroke:#dc2626;stroke-width:2.4;stroke-dasharray:7 4;marker-end:url(#head-gap)}
svg.chart .arrow rect.label{fill:#fff;fill-opacity:.9;stroke:#cbd5e1;stroke-width:.5}
svg.chart .arrow.cov text{fill:#14532d}svg.chart .arrow.gap text{fill:#b91c1c;font-weight:600}
svg.chart g:hover>rect,svg.chart g.arrow:hover path{filter:drop-shadow(0 0 2px #0284c7)}
ul.paths{list-style:none;padding-left:0}ul.paths>li{margin:.2rem 0}
ul.paths summary{cursor:pointer}ul.paths .count{color:#64748b;font-size:.9rem}
li.path-ok .mark{color:#166534}li.path-failed>details>summary{color:#b91c1c;font-weight:600}
ol.steps{list-style:none;padding-left:1rem}ol.steps>li{margin:.35rem 0}
.step{display:flex;gap:.6rem;align-items:flex-start}.step .num{min-width:1.8rem;text-align:right;font-weight:600;color:#475569}
ol.steps li.failed-step{background:#fef2f2;border-left:4px solid #dc2626;padding:.25rem .5rem}
details.not-run{margin:.25rem 0 .25rem 1rem;color:#64748b}
ul.checks{margin:.2rem 0;padding-left:1.1rem;font-size:.85rem;color:#334155}
a.shot img{border:1px solid #cbd5e1;border-radius:4px;object-fit:cover;object-position:top;background:#f1f5f9;display:block}
a.shot:hover img{outline:2px solid #0284c7}
.failure{margin:.4rem 0;padding:.5rem;border:1px solid #fca5a5;background:#fff;border-radius:.4rem}
.failure a.shot{float:right;margin-left:1rem}.failure dl{margin:.25rem 0}.failure dt{font-weight:600}.failure dd{margin:0 0 .4rem 0}
.failure::after{content:"";display:block;clear:both}
details.raw{margin:.25rem 0 .5rem 1rem;color:#475569}pre{white-space:pre-wrap;background:#fef2f2;padding:.5rem;font-size:.85rem}
dialog.viewer{padding:0;border:0;border-radius:.5rem;max-width:95vw;max-height:95vh}dialog.viewer::backdrop{background:rgb(15 23 42/.75)}
dialog.viewer img{display:block;max-width:95vw;max-height:88vh}dialog.viewer p{margin:0;padding:.4rem .75rem;font-size:.9rem}
dialog.viewer button{position:absolute;top:.25rem;right:.25rem;font-size:1.2rem;border:0;border-radius:50%;width:2rem;height:2rem;background:#fff;cursor:pointer}
@media print{details{display:block}details>summary{list-style:none}.chart-frame{overflow:visible}}
`;
