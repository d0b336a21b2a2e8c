import { Link } from 'react-router-dom';
import { PRODUCT } from '@clara/domain';

export default function LandingPage() {
  return (
    <>
      <header className="site-header">
        <div className="container">
          <Link to="/" className="logo">
            {PRODUCT.name}
          </Link>
          <Link to="/empresas">Para Empresas</Link>
        </div>
      </header>
      <main className="container stack" style={{ paddingBlock: '3rem' }}>
        <h1>Practica tu entrevista de trabajo con {PRODUCT.name}</h1>
        <p className="muted">
          Una entrevistadora con inteligencia artificial que te escucha, te pregunta y te entrega un análisis de tu desempeño. Gratis
          durante la beta.
        </p>
        <div>
          <Link className="btn btn-primary" to="/terms">
            Comenzar práctica gratis
          </Link>
        </div>
      </main>
    </>
  );
}
