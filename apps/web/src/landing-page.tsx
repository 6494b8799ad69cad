/** The public landing page: what Freeboard does, for whom. */
const capabilities = [
  {
    title: 'One asset tree',
    text: 'Sites, infrastructures, facilities and cross-sections, each with its consequence class and design criteria, inherited down the tree.',
  },
  {
    title: 'Critical controls',
    text: 'Risks rated on your matrix, linked to the controls that prevent or mitigate them, with owners, due dates and verification.',
  },
  {
    title: 'Evidence, not claims',
    text: 'Documents, evaluations of the knowledge base and a complete audit trail that show conformance with GISTM and dam safety guidelines.',
  },
];

export function LandingPage() {
  return (
    <main className="landing">
      <header className="landing-header">
        <span className="brand">Freeboard</span>
      </header>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Show that your tailings facilities and dams are safe.</h1>
        <p>
          Freeboard is the risk and compliance register for mining and water companies: every facility, its
          classification, its risks and critical controls, and the evidence behind them, in one place your engineers,
          executives and reviewers share.
        </p>
      </section>
      <section className="capabilities" aria-label="What Freeboard does">
        {capabilities.map((capability) => (
          <article key={capability.title}>
            <h2>{capability.title}</h2>
            <p>{capability.text}</p>
          </article>
        ))}
      </section>
    </main>
  );
}
