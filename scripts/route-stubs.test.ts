import { describe, expect, it } from "vitest";
import { shareRouteStubs } from "./route-stubs";

const head = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a-1.js","assets/r-2.js","assets/b-3.js"])))=>i.map(i=>d[i]);';
const stub = (file: string, deps: string) => `x(()=>import(\`./${file}\`),__vite__mapDeps(${deps}))`;

describe("sharing the entry's lazy route stubs", () => {
  it("imports through one function and builds a loader+component pair from one list", () => {
    const code = `${head}E({loader:w(()=>${stub("a-1.js", "[0,1]")},\`loader\`),component:T(()=>${stub("a-1.js", "[0,1]")},\`component\`)});`;
    const shared = shareRouteStubs(code, "assets/index-9.js");
    expect(shared).toMatchObject({ imports: 2, pairs: 1 });
    expect(shared.code).toContain("E({...$P([0,1])});");
    expect(shared.code).toContain('function $L(d){return x(()=>import("../"+__vite__mapDeps(d)[0]),__vite__mapDeps(d))}');
    expect(shared.code).toContain("function $P(d){const f=()=>$L(d);return{loader:w(f,`loader`),component:T(f,`component`)}}");
    expect(shared.code).not.toContain("a-1.js`");
  });

  it("keeps a lone import, whose list must start with the chunk itself, and leaves other lists alone", () => {
    const code = `${head}R({component:T(()=>${stub("b-3.js", "[2,1]")},\`component\`)});M(()=>${stub("a-1.js", "[1,0]")});`;
    const shared = shareRouteStubs(code, "assets/index-9.js");
    expect(shared).toMatchObject({ imports: 1, pairs: 0 });
    expect(shared.code).toContain("R({component:T(()=>$L([2,1]),`component`)});");
    expect(shared.code).toContain(`M(()=>${stub("a-1.js", "[1,0]")});`);
    expect(shared.code).not.toContain("function $P");
  });

  it("picks names the chunk does not use, and leaves a chunk without preload lists untouched", () => {
    const code = `${head}let $L=1,$P=2;R({component:T(()=>${stub("b-3.js", "[2]")},\`component\`)});`;
    expect(shareRouteStubs(code, "assets/index-9.js").code).toContain("T(()=>$L1([2]),`component`)");
    expect(shareRouteStubs("a(()=>import(`./b.js`))", "assets/index-9.js")).toEqual({ code: "a(()=>import(`./b.js`))", imports: 0, pairs: 0 });
  });
});
