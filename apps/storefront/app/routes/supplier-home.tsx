export default function SupplierHome() {
  return <main className="mx-auto max-w-[1440px] p-4">Loja</main>;
}
