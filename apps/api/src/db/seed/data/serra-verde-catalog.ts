import type { CatalogoFornecedor, Familia } from './types.ts';

/*
 * Empório Serra Verde: an emporium. Keep the words "café" and "torra…" to coffee products and
 * "açúcar" out of this catalog: the catalog API tests search for them and expect exact hits.
 */

const HORTI: Familia[] = [
  {
    cat: 'Hortifrúti', t: '{v}', m: ['Serra Verde'], kg: true,
    d: 'Selecionado diariamente em produtores parceiros do cinturão verde paulista.',
    v: [
      ['Banana Nanica', 599], ['Maçã Gala', 1190], ['Pera Williams', 1590], ['Laranja Pera', 499], ['Limão Tahiti', 699],
      ['Mamão Formosa', 799], ['Manga Palmer', 899], ['Abacate Margarida', 999], ['Uva Thompson sem Semente', 1990],
      ['Tomate Italiano', 899], ['Batata Inglesa', 599], ['Cebola Amarela', 549], ['Cenoura', 499], ['Abobrinha Italiana', 699],
      ['Pimentão Vermelho', 1490], ['Batata-Doce Roxa', 599], ['Mandioquinha', 1290], ['Chuchu', 399], ['Beterraba', 549],
      ['Gengibre', 1990], ['Alho Roxo Nacional', 3290], ['Kiwi', 2490], ['Tangerina Ponkan', 699], ['Melancia Baby', 499],
      ['Maracujá Azedo', 1190], ['Goiaba Vermelha', 999], ['Caqui Rama Forte', 1290], ['Abóbora Cabotiá', 449],
    ],
  },
  {
    cat: 'Hortifrúti', t: '{v}', m: ['Serra Verde'],
    d: 'Colhido no dia e embalado na loja, pronto para a salada.',
    v: [
      ['Alface Crespa Hidropônica', 399], ['Rúcula Maço', 449], ['Couve Manteiga Maço', 399], ['Cheiro-Verde Maço', 299],
      ['Morango Bandeja 250 g', 899], ['Tomate Cereja Bandeja 300 g', 749], ['Abacaxi Pérola', 899], ['Coco Verde', 599],
      ['Mirtilo Bandeja 125 g', 1290], ['Manjericão Vaso', 990], ['Agrião Hidropônico', 449], ['Cogumelo Paris Bandeja 200 g', 1190],
    ],
  },
  {
    cat: 'Hortifrúti', t: '{v} Orgânico {m}', m: ['Fazenda da Toca'], kg: true,
    d: 'Cultivo orgânico certificado, sem agrotóxicos.',
    v: [['Tomate', 1490], ['Cenoura', 899], ['Banana Prata', 999], ['Batata', 990]],
  },
];

const PADARIA: Familia[] = [
  {
    cat: 'Padaria', t: '{v}', m: ['Serra Verde'], kg: true,
    d: 'Assado várias vezes ao dia no forno da loja.',
    v: [['Pão Francês', 1690], ['Pão de Queijo Mineiro', 4990], ['Rosca de Coco', 3290], ['Biscoito de Polvilho', 4490]],
  },
  {
    cat: 'Padaria', t: '{v}', m: ['Serra Verde'],
    d: 'Receita da casa, feito com fermentação natural e ingredientes selecionados.',
    v: [
      ['Pão Italiano Fatiado', 1490], ['Baguete Tradicional', 899], ['Croissant de Manteiga', 790], ['Bolo de Cenoura com Cobertura', 2890],
      ['Bolo de Fubá Cremoso', 2490], ['Sonho de Creme', 690], ['Broa de Milho', 590], ['Ciabatta', 690], ['Pão de Fermentação Natural', 2290],
      ['Focaccia de Alecrim', 1890],
    ],
  },
  {
    cat: 'Padaria', t: 'Pão de Forma {m} {v}', m: ['Wickbold', 'Pullman', 'Seven Boys', 'Visconti'],
    d: 'Macio e fatiado, ideal para lanches e sanduíches.',
    v: [['Tradicional 500 g', 899], ['Integral 500 g', 1049], ['Grãos e Sementes 500 g', 1190]],
  },
  {
    cat: 'Padaria', t: 'Bisnaguinha {m} 300 g', m: ['Pullman', 'Seven Boys', 'Wickbold'], v: [['', 749]],
    d: 'Pãezinhos macios, a porção certa para o lanche das crianças.',
  },
  {
    cat: 'Padaria', t: 'Panetone {m} {v}', m: ['Bauducco', 'Village', 'Casa Suíça'], emb: 790,
    d: 'Massa de longa fermentação, perfeito para presentear nas festas.',
    v: [['Frutas 500 g', 2990], ['Gotas de Chocolate 500 g', 3290], ['Trufado 750 g', 5490]],
  },
];

const FRIOS: Familia[] = [
  {
    cat: 'Frios e Laticínios', t: 'Leite {v} {m} 1 l', m: ['Piracanjuba', 'Italac', 'Parmalat', 'Itambé'],
    d: 'Leite UHT longa vida, mantenha refrigerado após aberto.',
    v: [['Integral', 549], ['Semidesnatado', 569], ['Desnatado', 569], ['Zero Lactose', 699]],
  },
  {
    cat: 'Frios e Laticínios', t: 'Leite Integral {m} 1 l Caixa com 12', m: ['Piracanjuba', 'Italac', 'Parmalat'], cx: 12, v: [['', 6190]],
    d: 'Caixa fechada de leite UHT para o mês inteiro.',
  },
  {
    cat: 'Frios e Laticínios', t: 'Iogurte {v} {m}', m: ['Nestlé', 'Danone', 'Batavo', 'Vigor'],
    d: 'Iogurte cremoso, fonte de cálcio.',
    v: [['Natural 170 g', 349], ['Grego Tradicional 100 g', 399], ['Morango 1,15 kg', 1290]],
  },
  {
    cat: 'Frios e Laticínios', t: 'Queijo {v} {m}', m: ['Tirolez', 'Polenghi', 'Scala'], kg: true,
    d: 'Fatiado na hora no balcão de frios.',
    v: [['Muçarela', 4990], ['Prato', 5490], ['Minas Padrão', 4690]],
  },
  {
    cat: 'Frios e Laticínios', t: 'Presunto Cozido {m}', m: ['Sadia', 'Perdigão', 'Seara'], kg: true, v: [['', 3990]],
    d: 'Fatiado na hora no balcão de frios.',
  },
  {
    cat: 'Frios e Laticínios', t: 'Manteiga com Sal {m} 200 g', m: ['Aviação', 'Président', 'Itambé', 'Tirolez'], v: [['', 1490]],
    d: 'Manteiga de primeira qualidade, sabor tradicional.',
  },
  {
    cat: 'Frios e Laticínios', t: 'Requeijão Cremoso {m} 200 g', m: ['Catupiry', 'Vigor', 'Itambé', 'Poços de Caldas'], v: [['', 999]],
    d: 'Cremoso e saboroso, ótimo para o pão quentinho.',
  },
  {
    cat: 'Frios e Laticínios', t: 'Cream Cheese {m} 150 g', m: ['Philadelphia', 'Polenghi'], v: [['', 1190]],
    d: 'Textura leve para receitas doces e salgadas.',
  },
  {
    cat: 'Frios e Laticínios', t: 'Ovos Brancos Grandes {m} {v}', m: ['Mantiqueira', 'Granja Yabuta'],
    d: 'Ovos frescos de galinhas criadas com ração vegetal.',
    v: [['Dúzia', 1190], ['Bandeja com 30', 2690]],
  },
];

const CARNES: Familia[] = [
  {
    cat: 'Carnes e Aves', t: '{v} {m}', m: ['Friboi', 'Swift'], kg: true,
    d: 'Corte resfriado, embalado a vácuo no açougue da loja.',
    v: [
      ['Picanha Bovina', 8990], ['Alcatra em Bife', 5490], ['Contrafilé', 5290], ['Patinho Moído', 3990], ['Fraldinha', 4690],
      ['Costela Bovina', 2990], ['Maminha', 4990], ['Filé Mignon', 8490], ['Acém em Cubos', 3290],
    ],
  },
  {
    cat: 'Carnes e Aves', t: '{v} {m}', m: ['Sadia', 'Seara'], kg: true,
    d: 'Frango resfriado, sem tempero.',
    v: [['Peito de Frango sem Osso', 2290], ['Coxa e Sobrecoxa de Frango', 1490], ['Filé de Sobrecoxa', 2490]],
  },
  {
    cat: 'Carnes e Aves', t: 'Linguiça Toscana {m}', m: ['Sadia', 'Perdigão', 'Seara', 'Aurora'], kg: true, v: [['', 2490]],
    d: 'Ideal para o churrasco de fim de semana.',
  },
  {
    cat: 'Carnes e Aves', t: '{v}', m: ['Serra Verde'], kg: true,
    d: 'Produto fresco, preparado no açougue da loja.',
    v: [['Lombo Suíno', 2990], ['Pernil Suíno em Peça', 2490], ['Salmão em Postas', 8990], ['Tilápia em Filé', 5490], ['Costelinha Suína', 3290]],
  },
  {
    cat: 'Carnes e Aves', t: 'Bacon em Cubos {m} 250 g', m: ['Sadia', 'Seara', 'Aurora'], v: [['', 1490]],
    d: 'Defumado, pronto para dourar.',
  },
];

const MERCEARIA: Familia[] = [
  {
    cat: 'Mercearia', t: 'Arroz Branco Tipo 1 {m} 5 kg', m: ['Camil', 'Tio João', 'Prato Fino', 'Namorado'], v: [['', 2990]],
    d: 'Grãos soltinhos e macios, rendimento garantido.',
  },
  {
    cat: 'Mercearia', t: 'Feijão {v} {m} 1 kg', m: ['Camil', 'Kicaldo', 'Broto Legal'],
    d: 'Feijão tipo 1, grãos selecionados de cozimento rápido.',
    v: [['Carioca', 899], ['Preto', 949]],
  },
  {
    cat: 'Mercearia', t: 'Macarrão {v} {m} 500 g', m: ['Barilla', 'Renata', 'Adria'],
    d: 'Massa de sêmola de grano duro, sempre al dente.',
    v: [['Espaguete', 599], ['Penne', 629]],
  },
  {
    cat: 'Mercearia', t: 'Óleo de Soja {m} 900 ml', m: ['Soya', 'Liza', 'Concórdia'], v: [['', 799]],
    d: 'Óleo vegetal para frituras e refogados.',
  },
  {
    cat: 'Mercearia', t: 'Molho de Tomate {m} 340 g', m: ['Pomarola', 'Quero', 'Fugini'], v: [['', 349]],
    d: 'Molho pronto com tomates selecionados.',
  },
  {
    cat: 'Mercearia', t: 'Sal Refinado {m} 1 kg', m: ['Cisne', 'Lebre'], v: [['', 399]],
    d: 'Sal iodado para o dia a dia.',
  },
  {
    cat: 'Mercearia', t: 'Farinha de Mandioca Flocada {m} 500 g', m: ['Yoki', 'Kodilar'], v: [['', 699]],
    d: 'Crocante, perfeita para farofas.',
  },
];

const BEBIDAS: Familia[] = [
  {
    cat: 'Bebidas', t: '{m} {v}', m: ['Coca-Cola', 'Guaraná Antarctica', 'Fanta Laranja', 'Sprite'],
    d: 'Sirva bem gelado.',
    v: [['Lata 350 ml', 399], ['Garrafa 2 l', 1099]],
  },
  {
    cat: 'Bebidas', t: '{m} Lata 350 ml Caixa com 12', m: ['Coca-Cola', 'Guaraná Antarctica'], cx: 12, v: [['', 4390]],
    d: 'Caixa fechada para festas e reuniões.',
  },
  {
    cat: 'Bebidas', t: 'Cerveja {m} Lata 350 ml', m: ['Heineken', 'Brahma', 'Stella Artois', 'Original', 'Eisenbahn'], v: [['', 549]],
    d: 'Cerveja puro malte, sirva entre 2 °C e 4 °C. Venda proibida para menores de 18 anos.',
  },
  {
    cat: 'Bebidas', t: 'Cerveja {m} Long Neck 330 ml Pack com 6', m: ['Heineken', 'Corona', 'Budweiser'], cx: 6, v: [['', 4290]],
    d: 'Pack fechado. Venda proibida para menores de 18 anos.',
  },
  {
    cat: 'Bebidas', t: 'Suco Integral de {v} {m} 1 l', m: ['Natural One', 'Prat\'s'],
    d: 'Suco 100% fruta, sem adição de conservantes.',
    v: [['Laranja', 1499], ['Uva', 1699], ['Maçã', 1399]],
  },
  {
    cat: 'Bebidas', t: 'Vinho Tinto {m} {v} 750 ml', m: ['Salton', 'Casa Valduga', 'Aurora', 'Concha y Toro'], emb: 590,
    d: 'Vinho fino, acompanha massas e carnes vermelhas.',
    v: [['Cabernet Sauvignon', 5990], ['Merlot', 5490]],
  },
  {
    cat: 'Bebidas', t: 'Espumante {m} Brut 750 ml', m: ['Chandon', 'Salton', 'Casa Valduga'], emb: 690, v: [['', 7990]],
    d: 'Borbulhas finas, ideal para brindar.',
  },
  {
    cat: 'Bebidas', t: 'Água de Coco {m} 1 l', m: ['Kero Coco', 'Obrigado'], v: [['', 1290]],
    d: 'Natural e refrescante, hidrata de verdade.',
  },
  {
    cat: 'Bebidas', t: 'Água Mineral com Gás {m} 500 ml', m: ['São Lourenço', 'Crystal', 'Prata'], v: [['', 349]],
    d: 'Água mineral gaseificada de fonte natural.',
  },
];

const CAFES: Familia[] = [
  {
    cat: 'Cafés e Chás', t: 'Café {m} {v}', m: ['Melitta', '3 Corações', 'Pilão', 'Orfeu', 'Baggio', 'Santa Clara'],
    d: 'Blend encorpado e aromático para coador ou prensa francesa.',
    v: [['Extraforte 500 g', 1899], ['Tradicional 250 g', 1099], ['em Grãos 1 kg', 5990]],
  },
  {
    cat: 'Cafés e Chás', t: 'Café em Cápsulas {m} {v} com 10', m: ['3 Corações', 'Orfeu'],
    d: 'Cápsulas compatíveis com máquinas de espresso.',
    v: [['Espresso', 2290], ['Lungo', 2290]],
  },
  {
    cat: 'Cafés e Chás', t: 'Chá de {v} {m} com 10 Sachês', m: ['Leão', 'Twinings', 'Dr. Oetker'],
    d: 'Infusão em sachês individuais, pronta em 5 minutos.',
    v: [['Camomila', 599], ['Hortelã', 599], ['Erva-Doce', 599], ['Hibisco', 699], ['Frutas Vermelhas', 699]],
  },
  {
    cat: 'Cafés e Chás', t: 'Chá Verde {m} com 25 Sachês', m: ['Leão', 'Twinings'], v: [['', 1290]],
    d: 'Infusão leve e refrescante.',
  },
  {
    cat: 'Cafés e Chás', t: 'Erva-Mate para Chimarrão {m} 1 kg', m: ['Barão', 'Ximango'], v: [['', 1890]],
    d: 'Moagem grossa, verde e fresca para o chimarrão.',
  },
  {
    cat: 'Cafés e Chás', t: 'Filtro de Papel {m} 103 com 30', m: ['Melitta', '3 Corações'], v: [['', 549]],
    d: 'Filtro descartável tamanho 103 para coador.',
  },
];

const DOCES: Familia[] = [
  {
    cat: 'Doces e Sobremesas', t: 'Chocolate {m} {v}', m: ['Garoto', 'Nestlé', 'Lacta', 'Cacau Show'],
    d: 'Tablete de chocolate para a sobremesa ou o lanche.',
    v: [['Ao Leite 90 g', 699], ['Meio Amargo 90 g', 749], ['Branco 90 g', 699]],
  },
  {
    cat: 'Doces e Sobremesas', t: 'Chocolate Fino {m} {v} 100 g', m: ['Lindt', 'Dengo'], emb: 390,
    d: 'Chocolate fino de origem, embrulhado para presente se desejar.',
    v: [['70% Cacau', 2490], ['Ao Leite com Avelãs', 2690]],
  },
  {
    cat: 'Doces e Sobremesas', t: 'Caixa de Bombons {m} 250 g', m: ['Garoto', 'Lacta', 'Nestlé Especialidades'], emb: 390, v: [['', 1390]],
    d: 'Sortidos, um mimo para qualquer ocasião.',
  },
  {
    cat: 'Doces e Sobremesas', t: 'Goiabada Cascão {m} 300 g', m: ['Predilecta', 'Zélia'], v: [['', 899]],
    d: 'Receita mineira tradicional, com pedaços da fruta.',
  },
  {
    cat: 'Doces e Sobremesas', t: 'Doce de Leite {m} 400 g', m: ['Viçosa', 'Aviação', 'Itambé'], v: [['', 1490]],
    d: 'Cremoso, de colher.',
  },
  {
    cat: 'Doces e Sobremesas', t: 'Gelatina {m} {v} 20 g', m: ['Royal', 'Dr. Oetker'],
    d: 'Sobremesa fácil: dissolva, leve à geladeira e sirva.',
    v: [['Morango', 249], ['Uva', 249], ['Framboesa', 249], ['Abacaxi', 249]],
  },
  {
    cat: 'Doces e Sobremesas', t: 'Leite Condensado {m} 395 g', m: ['Moça', 'Piracanjuba', 'Italac'], v: [['', 699]],
    d: 'O ingrediente do brigadeiro e do pudim.',
  },
  {
    cat: 'Doces e Sobremesas', t: 'Creme de Leite {m} 200 g', m: ['Nestlé', 'Piracanjuba', 'Italac'], v: [['', 399]],
    d: 'Para molhos e sobremesas.',
  },
  {
    cat: 'Doces e Sobremesas', t: 'Achocolatado em Pó {m} 400 g', m: ['Nescau', 'Toddy', 'Ovomaltine'], v: [['', 999]],
    d: 'Dissolve fácil no leite gelado.',
  },
  {
    cat: 'Doces e Sobremesas', t: 'Paçoca {m} Pote com 50', m: ['Paçoquita', 'Amor'], v: [['', 2190]],
    d: 'Paçoca de amendoim em rolhas individuais.',
  },
];

const LIMPEZA: Familia[] = [
  {
    cat: 'Limpeza', t: 'Detergente Líquido {m} {v} 500 ml', m: ['Ypê', 'Limpol', 'Minuano'],
    d: 'Remove a gordura e rende muito.',
    v: [['Neutro', 279], ['Limão', 279], ['Coco', 279]],
  },
  {
    cat: 'Limpeza', t: 'Detergente Líquido {m} Neutro 500 ml Caixa com 24', m: ['Ypê', 'Limpol'], cx: 24, v: [['', 5990]],
    d: 'Caixa fechada para abastecer a despensa.',
  },
  {
    cat: 'Limpeza', t: 'Sabão em Pó {m} {v}', m: ['Omo', 'Brilhante', 'Tixan Ypê'],
    d: 'Limpeza profunda para roupas brancas e coloridas.',
    v: [['800 g', 1490], ['1,6 kg', 2690]],
  },
  {
    cat: 'Limpeza', t: 'Amaciante {m} {v} 2 l', m: ['Comfort', 'Downy', 'Ypê'],
    d: 'Roupas macias e perfumadas por mais tempo.',
    v: [['Concentrado', 2290], ['Tradicional', 1490]],
  },
  {
    cat: 'Limpeza', t: 'Água Sanitária {m} 2 l', m: ['Qboa', 'Ypê', 'Super Globo'], v: [['', 799]],
    d: 'Alvejante e desinfetante para uso geral.',
  },
  {
    cat: 'Limpeza', t: 'Desinfetante {m} {v} 2 l', m: ['Pinho Sol', 'Veja', 'Ypê'],
    d: 'Elimina 99,9% dos germes e perfuma o ambiente.',
    v: [['Lavanda', 1290], ['Eucalipto', 1290]],
  },
  {
    cat: 'Limpeza', t: 'Esponja Multiuso {m} com 3', m: ['Scotch-Brite', 'Bettanin'], v: [['', 699]],
    d: 'Dupla face: limpa sem riscar.',
  },
  {
    cat: 'Limpeza', t: 'Papel Toalha {m} com 2 Rolos', m: ['Snob', 'Kitchen Scott'], v: [['', 799]],
    d: 'Folhas absorventes e resistentes.',
  },
  {
    cat: 'Limpeza', t: 'Saco de Lixo {m} {v}', m: ['Dover Roll', 'Embalixo'],
    d: 'Reforçado, não rasga nem vaza.',
    v: [['50 l com 30', 1190], ['100 l com 15', 1290]],
  },
];

const HIGIENE: Familia[] = [
  {
    cat: 'Higiene e Beleza', t: 'Sabonete em Barra {m} 85 g', m: ['Dove', 'Lux', 'Protex', 'Palmolive'], v: [['', 349]],
    d: 'Limpeza suave para todos os tipos de pele.',
  },
  {
    cat: 'Higiene e Beleza', t: '{v} {m} 350 ml', m: ['Pantene', 'Seda', 'Dove', 'Elseve'],
    d: 'Cuidado diário para cabelos bonitos e saudáveis.',
    v: [['Shampoo Hidratação', 1890], ['Condicionador Hidratação', 1990]],
  },
  {
    cat: 'Higiene e Beleza', t: 'Creme Dental {m} 90 g', m: ['Colgate', 'Sorriso', 'Oral-B', 'Close Up'], v: [['', 549]],
    d: 'Proteção anticáries com flúor.',
  },
  {
    cat: 'Higiene e Beleza', t: 'Desodorante Aerosol {m} 150 ml', m: ['Rexona', 'Dove', 'Nivea', 'Axe'], v: [['', 1690]],
    d: 'Proteção de 48 horas.',
  },
  {
    cat: 'Higiene e Beleza', t: 'Papel Higiênico Folha Dupla {m} com 12', m: ['Neve', 'Personal', 'Scott'], v: [['', 2190]],
    d: 'Macio e resistente, rolos de 30 metros.',
  },
  {
    cat: 'Higiene e Beleza', t: '{v} {m}', m: ['Colgate', 'Oral-B'],
    d: 'Para a higiene bucal completa.',
    v: [['Escova Dental Macia', 1290], ['Fio Dental 50 m', 999], ['Enxaguante Bucal 500 ml', 2290]],
  },
  {
    cat: 'Higiene e Beleza', t: 'Protetor Solar {m} FPS {v} 200 ml', m: ['Sundown', 'Nivea'],
    d: 'Proteção UVA e UVB, resistente à água.',
    v: [['30', 5490], ['50', 6490]],
  },
];

const CONGELADOS: Familia[] = [
  {
    cat: 'Congelados', t: 'Pizza {m} {v} 460 g', m: ['Sadia', 'Seara', 'Perdigão'],
    d: 'Do freezer ao forno em 15 minutos.',
    v: [['Muçarela', 1690], ['Calabresa', 1690], ['Frango com Requeijão', 1790]],
  },
  {
    cat: 'Congelados', t: 'Lasanha {m} {v} 600 g', m: ['Sadia', 'Seara'],
    d: 'Pronta para o micro-ondas.',
    v: [['à Bolonhesa', 1990], ['Quatro Queijos', 2090]],
  },
  {
    cat: 'Congelados', t: 'Hambúrguer Bovino {m} 672 g', m: ['Sadia', 'Seara', 'Swift'], v: [['', 2290]],
    d: 'Seis unidades de carne bovina, só grelhar.',
  },
  {
    cat: 'Congelados', t: 'Batata Pré-Frita {m} {v}', m: ['McCain', 'Bem Brasil'],
    d: 'Crocante por fora e macia por dentro, na air fryer ou no forno.',
    v: [['Palito 1,05 kg', 2490], ['Rústica 600 g', 2290]],
  },
  {
    cat: 'Congelados', t: 'Sorvete {m} {v} 1,5 l', m: ['Kibon', 'Nestlé'],
    d: 'Pote família para a sobremesa de domingo.',
    v: [['Creme', 2790], ['Chocolate', 2790], ['Napolitano', 2790], ['Flocos', 2890]],
  },
  {
    cat: 'Congelados', t: 'Pão de Queijo Congelado {m} 1 kg', m: ['Forno de Minas', 'Yoki'], v: [['', 2990]],
    d: 'Assa em 25 minutos, sem descongelar.',
  },
  {
    cat: 'Congelados', t: 'Polpa de Fruta {m} {v} 400 g', m: ['DeMarchi', 'Mais Fruta'],
    d: 'Polpa 100% natural, pacote com 4 porções.',
    v: [['Acerola', 899], ['Maracujá', 1190], ['Manga', 899], ['Goiaba', 899], ['Cajá', 1090]],
  },
  {
    cat: 'Congelados', t: 'Açaí na Tigela {m} {v}', m: ['Frooty', 'Oakberry'],
    d: 'Açaí cremoso, é só servir.',
    v: [['Tradicional 1 l', 2890], ['com Guaraná 1 l', 2990]],
  },
];

const GOURMET: Familia[] = [
  {
    cat: 'Empório Gourmet', t: 'Azeite de Oliva Extravirgem {m} 500 ml', emb: 490,
    m: ['Gallo', 'Andorinha', 'Borges', 'La Española', 'Olivas do Sul', 'Casa Rialto'], v: [['', 3990]],
    d: 'Acidez máxima de 0,5%, para finalizar pratos.',
  },
  {
    cat: 'Empório Gourmet', t: 'Cesta Gourmet {v}', m: ['Serra Verde'], emb: 1290, max: 3000,
    d: 'Montada à mão com produtos do empório, pronta para presentear.',
    v: [['Clássica', 14990], ['Vinhos e Queijos', 24990], ['Chocolates Finos', 12990], ['Piquenique', 17990]],
  },
  {
    cat: 'Empório Gourmet', t: 'Geleia {m} {v} 320 g', m: ['Queensberry', 'St. Dalfour'],
    d: 'Feita com pedaços da fruta, sem conservantes.',
    v: [['Morango', 2190], ['Framboesa', 2390], ['Damasco', 2290]],
  },
  {
    cat: 'Empório Gourmet', t: 'Mix de Castanhas {m} {v}', m: ['Castanhas Brasil', 'La Violetera'],
    d: 'Petisco nutritivo, fonte de gorduras boas.',
    v: [['Premium 200 g', 2490], ['Castanha-do-Pará 150 g', 2990]],
  },
  {
    cat: 'Empório Gourmet', t: 'Vinagre Balsâmico de Modena {m} 500 ml', m: ['Castelo', 'Casa Rialto'], v: [['', 2890]],
    d: 'Envelhecido em barris, realça saladas e carnes.',
  },
  {
    cat: 'Empório Gourmet', t: 'Queijo {v}', m: ['Serra Verde'], kg: true,
    d: 'Queijo artesanal de produtores premiados, cortado na hora.',
    v: [['Canastra Artesanal', 8990], ['Parmesão Reggiano', 18990], ['Gruyère', 16990], ['Brie', 9990]],
  },
  {
    cat: 'Empório Gourmet', t: 'Mel Silvestre {m} {v}', m: ['Baldoni', 'Apis Flora'],
    d: 'Mel puro de florada silvestre.',
    v: [['300 g', 2490], ['Favo 200 g', 3990]],
  },
  {
    cat: 'Empório Gourmet', t: 'Massa Artesanal {m} {v} 500 g', m: ['Rummo', 'De Cecco'],
    d: 'Massa italiana trafilada em bronze.',
    v: [['Rigatoni', 2190], ['Linguine', 2190], ['Fusilli', 2190]],
  },
  {
    cat: 'Empório Gourmet', t: 'Pesto de Manjericão {m} 190 g', m: ['Barilla', 'Casa Rialto'], v: [['', 2690]],
    d: 'Molho genovês pronto, com manjericão e parmesão.',
  },
];

export const SERRA_VERDE_CATALOGO: CatalogoFornecedor = {
  prefixo: 'SV',
  semente: 20240611,
  atacado: 0.28,
  categorias: [
    { nome: 'Hortifrúti', descricao: 'Frutas, legumes e verduras frescos.' },
    { nome: 'Mercearia', descricao: 'Item básico da despensa.' },
    { nome: 'Bebidas', descricao: 'Sirva bem gelado.' },
    { nome: 'Padaria', descricao: 'Fresquinho da padaria da loja.' },
    { nome: 'Frios e Laticínios', descricao: 'Conservar refrigerado.' },
    { nome: 'Carnes e Aves', descricao: 'Conservar refrigerado.' },
    { nome: 'Cafés e Chás', descricao: 'Para as pausas do dia.' },
    { nome: 'Doces e Sobremesas', descricao: 'Para adoçar o dia.' },
    { nome: 'Limpeza', descricao: 'Para a casa limpa e perfumada.' },
    { nome: 'Higiene e Beleza', descricao: 'Cuidado pessoal para toda a família.' },
    { nome: 'Congelados', descricao: 'Conservar congelado a -18 °C.' },
    { nome: 'Empório Gourmet', descricao: 'Seleção especial do empório.' },
  ],
  familias: [...HORTI, ...PADARIA, ...FRIOS, ...CARNES, ...MERCEARIA, ...BEBIDAS, ...CAFES, ...DOCES, ...LIMPEZA, ...HIGIENE, ...CONGELADOS, ...GOURMET],
  vinculados: [
    ['Café Melitta Extraforte 500 g', 'Filtro de Papel Melitta 103 com 30'],
    ['Café 3 Corações Tradicional 250 g', 'Filtro de Papel 3 Corações 103 com 30'],
    ['Pão Francês', 'Manteiga com Sal Aviação 200 g'],
    ['Pão de Forma Wickbold Tradicional 500 g', 'Requeijão Cremoso Catupiry 200 g'],
    ['Picanha Bovina Friboi', 'Cerveja Heineken Lata 350 ml'],
    ['Linguiça Toscana Sadia', 'Pão Francês'],
    ['Massa Artesanal Rummo Rigatoni 500 g', 'Pesto de Manjericão Barilla 190 g'],
    ['Queijo Canastra Artesanal', 'Vinho Tinto Salton Cabernet Sauvignon 750 ml'],
    ['Leite Condensado Moça 395 g', 'Creme de Leite Nestlé 200 g'],
    ['Detergente Líquido Ypê Neutro 500 ml', 'Esponja Multiuso Scotch-Brite com 3'],
    ['Shampoo Hidratação Pantene 350 ml', 'Condicionador Hidratação Pantene 350 ml'],
  ],
};
